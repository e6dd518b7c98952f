import type { ApiClient } from '@matka/shared-kernel/api';

/**
 * The API client's module, loaded on first use: the client, axios and the contract, which the login screen does not
 * need to paint. (Its chunk name lets the server preload it on a remote's page: PreloadStartupPlugin.)
 */
const clientModule = () => import(/* webpackChunkName: "api-client" */ '@matka/shared-kernel/api');

/** The app's API client. */
export async function api(): Promise<ApiClient> {
  return (await clientModule()).apiClient();
}

/** The text for a failed call: the server's own message when it sent one, else the fallback. */
export async function failureText(error: unknown, fallback: string): Promise<string> {
  return (await clientModule()).messageOf(error, fallback);
}

/** Whether a failed call means the session is gone (401): the player is signed out. */
export async function isSignedOut(error: unknown): Promise<boolean> {
  const module = await clientModule();
  return error instanceof module.ApiError && error.isUnauthorised;
}
