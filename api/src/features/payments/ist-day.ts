import { IST_OFFSET_MINUTES, parseIsoDay } from '@matka/shared-kernel/domain';
import { InvalidInput } from '../../domain-errors';

/** The instants an IST day (`YYYY-MM-DD`) runs between: from its midnight, to the next (exclusive). */
export function istDayBounds(date: string): { from: Date; to: Date } {
  const day = parseIsoDay(date);
  if (!day) throw new InvalidInput(`Invalid date ${date}: use a real date as YYYY-MM-DD`, 'invalid_date');
  const from = new Date(Date.UTC(day.year, day.month - 1, day.day) - IST_OFFSET_MINUTES * 60_000);
  return { from, to: new Date(from.getTime() + 24 * 3_600_000) };
}
