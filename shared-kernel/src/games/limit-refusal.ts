import { ApiError } from '@matka/shared-kernel/errors';
import type * as z from '../zod';
import { limitRefusalSchema } from '../contract/limits';
import type { BidRow } from '../domain/bid-entry';
import { MIN_BID_POINTS } from '../domain/bid-entry';

/** What a stake limit's refusal says beside its text: the points that still fit on an outcome, when the player may bid again. */
export type LimitRefusal = z.output<typeof limitRefusalSchema>;
type Room = NonNullable<LimitRefusal['room']>;

/** The stake limit's details of a refused submission (docs/game-rules.md, "Limits"), or null when it was not one. */
export function limitRefusalOf(error: unknown): LimitRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const data = (error.details.cause as { response?: { data?: unknown } } | undefined)?.response?.data;
  const parsed = limitRefusalSchema.safeParse(data);
  return parsed.success && parsed.data.room ? parsed.data : null;
}

const onOutcome = (row: BidRow, room: Room) =>
  row.type === room.type && row.session === room.session && row.digits === room.digits && row.closedigits === (room.closedigits ?? '');

/**
 * The list with the refused outcome cut down to the points that fit: its rows shortened from the last, a row left with
 * less than a bid's least dropped. Null when the refusal names no outcome of the list, or nothing of it fits.
 */
export function rowsThatFit<Row extends BidRow>(rows: readonly Row[], room: Room): Row[] | null {
  if (room.type === undefined || room.points < MIN_BID_POINTS) return null;
  const on = rows.filter((row) => onOutcome(row, room));
  const total = on.reduce((sum, row) => sum + row.points, 0);
  if (on.length === 0 || total <= room.points) return null;
  let excess = total - room.points;
  const cut = new Map<Row, number>();
  for (const row of [...on].reverse()) {
    if (excess <= 0) break;
    const kept = row.points - Math.min(row.points, excess);
    excess -= row.points - kept;
    cut.set(row, kept);
  }
  // A row cut below the least a bid may be is dropped whole; what it kept goes on the first row of the outcome.
  let carried = 0;
  const fitted = rows.flatMap((row) => {
    const kept = cut.get(row);
    if (kept === undefined) return [row];
    if (kept >= MIN_BID_POINTS) return [{ ...row, points: kept }];
    carried += kept;
    return [];
  });
  if (carried > 0) {
    const first = fitted.findIndex((row) => onOutcome(row, room));
    if (first >= 0) fitted[first] = { ...fitted[first]!, points: fitted[first]!.points + carried };
  }
  return fitted.some((row) => onOutcome(row, room)) ? fitted : null;
}
