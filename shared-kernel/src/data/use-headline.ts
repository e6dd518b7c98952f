import { pageHeadline } from './page-headlines';
import { useCall } from './use-call';

/**
 * The operators' headline `id` (1 Home, 2 Add Funds) while `enabled` (betting on): at once from the page when it
 * brought the headlines (so Home's largest text is in its first paint), then as api-get-headline answers.
 * `pending` is true only while neither has said.
 */
export function useHeadline(id: number, enabled: boolean): { text: string | null; pending: boolean } {
  const { data, loading } = useCall('api-get-headline', { ids: [id] }, { enabled });
  if (!enabled) return { text: null, pending: false };
  const answered = data ? (data.data.find((item) => item.id === id && item.status)?.notes ?? null) : undefined;
  const brought = pageHeadline(id);
  return { text: answered !== undefined ? answered : (brought ?? null), pending: loading && brought === undefined };
}
