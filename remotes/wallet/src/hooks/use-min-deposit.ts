import { useCall } from '@matka/shared-kernel/data';

/**
 * The minimum deposit from the server; 0 (the fallback, with its text) when it cannot be read. The maximum, when the
 * server says it. `ready` once either is known: a request is not checked against a minimum still on its way.
 */
export function useMinDeposit() {
  const { data, error, loading } = useCall('api-last-fund-request-detail', {});
  return { min: data?.min_amt ?? 0, max: data?.max_amt, failed: Boolean(error) && !data, ready: !loading };
}
