export { createApiClient } from './api-client';
export type { ApiClient, ApiClientConfig, RawAnswer } from './api-client';
export { ApiError, messageOf } from './api-error';
export type { ApiErrorKind } from './api-error';
export { apiClient, configureApiClient } from './app-client';
