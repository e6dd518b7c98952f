import type { ApiClient } from '@matka/shared-kernel/api';

/**
 * The app's API client, loaded on first use: the client and the contract bring zod, which the first screen does not
 * need to paint.
 */
export async function api(): Promise<ApiClient> {
  const module = await import(/* webpackChunkName: "api-client" */ '@matka/shared-kernel/api');
  return module.apiClient();
}

/** The seed's text for a failed call: the server's own message when it sent one, else the fallback. */
export async function failureText(error: unknown, fallback: string): Promise<string> {
  const module = await import(/* webpackChunkName: "api-client" */ '@matka/shared-kernel/api');
  return module.messageOf(error, fallback);
}

/** Whether a failed call means the session is gone (401): the player is signed out. */
export async function isSignedOut(error: unknown): Promise<boolean> {
  const module = await import(/* webpackChunkName: "api-client" */ '@matka/shared-kernel/api');
  return error instanceof module.ApiError && error.isUnauthorised;
}
