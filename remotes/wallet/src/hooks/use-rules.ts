import { useCall } from '@matka/shared-kernel/data';

/** The operator's withdraw or deposit rules: one entry per line of the multi-line text. */
export function useRules(kind: 'withdrawal_rule' | 'deposit_rule') {
  const { data, error, loading } = useCall('api-money-deposit-withdrawal-rule', {});
  const text = data?.content[0]?.[kind] ?? '';
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return { lines, loading, failed: Boolean(error) && !data };
}
