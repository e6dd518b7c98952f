import { appTransport, type Transport } from '@matka/shared-kernel/transport';
import { createApiClient, type ApiClient } from './api-client';

const clients = new WeakMap<Transport, ApiClient>();

/** The app's API client: this app's contract over the page's one transport (configured by `configureApiClient`). */
export function apiClient(): ApiClient {
  const transport = appTransport();
  let client = clients.get(transport);
  if (!client) {
    client = createApiClient(transport);
    clients.set(transport, client);
  }
  return client;
}
