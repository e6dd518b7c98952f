import { WITHDRAW_STATUS } from '@matka/shared-kernel/contract';
import { withdrawStatusLabel } from './statuses';

test('a withdraw status is named as the contract names it, anything else Unknown', () => {
  expect(withdrawStatusLabel(String(WITHDRAW_STATUS.pending))).toBe('Pending');
  expect(withdrawStatusLabel(String(WITHDRAW_STATUS.cancelled))).toBe('Cancelled');
  expect(withdrawStatusLabel(String(WITHDRAW_STATUS.approved))).toBe('Approved');
  for (const other of ['', '3', '12', 'x', '1.0']) expect(withdrawStatusLabel(other)).toBe('Unknown');
});
