import type { ApiClient } from '@matka/shared-kernel/api';

/**
 * The app's API client, loaded on first use: a screen that reads or sends nothing before the player acts (the login
 * screen) paints without axios and the contract. The chunk is the one the host preloads as "api-client".
 */
export async function loadApiClient(): Promise<ApiClient> {
  return (await import(/* webpackChunkName: "api-client" */ '@matka/shared-kernel/api')).apiClient();
}
