export { createApiClient } from './api-client';
export type { ApiClient, ApiClientConfig } from './api-client';
export { ApiError, messageOf } from './api-error';
export type { ApiErrorKind } from './api-error';
export { apiClient, configureApiClient } from './app-client';
