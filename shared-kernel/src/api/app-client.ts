import { createApiClient, type ApiClient, type ApiClientConfig } from './api-client';

let client: ApiClient | null = null;
// The app_key is set at build time (MATKA_APP_KEY, see webpack.common.ts); tests and node get the development key.
const BUILT_APP_KEY = typeof __MATKA_APP_KEY__ === 'string' ? __MATKA_APP_KEY__ : 'matka-bazar-dev-app-key';

let config: ApiClientConfig = { baseURL: '', appKey: BUILT_APP_KEY, envType: 'Prod' };

/** Sets how the app's one client talks to the API (the host calls this once at start). */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
  client = null;
}

/** The app's one API client, shared by the host and every remote (shared-kernel is a singleton). */
export function apiClient(): ApiClient {
  client ??= createApiClient(config);
  return client;
}
