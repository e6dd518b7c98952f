export { useCall } from './use-call';
export type { CallOptions, CallResult } from './use-call';
export { useSend } from './use-send';
export type { SendBody, SendOptions, SendResult } from './use-send';
export { POLL_MS, clearCallCache } from '@matka/shared-kernel/call-cache';
export { useNow } from './use-now';
export { loadApiClient } from './load-client';
export { forgetPageHeadlines, headlinesOn, pageHeadline } from './page-headlines';
export { useHeadline } from './use-headline';
