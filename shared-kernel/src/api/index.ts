export { createApiClient } from './api-client';
export type { ApiClient } from './api-client';
export type { ApiClientConfig, RawAnswer } from '@matka/shared-kernel/transport';
export { configureApiClient } from '@matka/shared-kernel/transport';
export { ApiError, messageOf } from '@matka/shared-kernel/errors';
export type { ApiErrorKind } from '@matka/shared-kernel/errors';
export { apiClient } from './app-client';
