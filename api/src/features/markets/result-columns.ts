import type { Declaration, MarketKind } from '@matka/shared-kernel/domain';
import { DECLARATIONS, DECLARATION_KINDS } from '@matka/shared-kernel/operator-contract';
import type { ResultRow } from './markets.repository';

/** Which declaration of a day: main `open`/`close`, `starline`, `gali`. Stored on each bid it settles. */
export type DeclarationKind = Declaration['kind'];

/**
 * The declarations each kind of market makes in a day, in the order they are made (open before close): the operator
 * contract's `DECLARATIONS` (keyed by declaration, each with its market) read the other way round.
 */
const declarationsOf = (market: MarketKind): readonly DeclarationKind[] => DECLARATION_KINDS.filter((kind) => DECLARATIONS[kind].market === market);
export const DECLARATIONS_OF_MARKET: Record<MarketKind, readonly DeclarationKind[]> = {
  main: declarationsOf('main'),
  starline: declarationsOf('starline'),
  gali: declarationsOf('gali'),
};

/** Which column of the day's result row each declaration fills: the one owner of that fact. */
export const RESULT_COLUMN = { open: 'openPana', close: 'closePana', starline: 'openPana', gali: 'jodi' } as const satisfies Record<
  DeclarationKind,
  keyof Pick<ResultRow, 'openPana' | 'closePana' | 'jodi'>
>;

/** The kind of market that makes a declaration. */
export const marketKindOf = (kind: DeclarationKind): MarketKind => DECLARATIONS[kind].market;

/** What a declaration of the day stands at: its pana or jodi, or null while it is not declared. */
export const declaredValue = (result: ResultRow | null | undefined, kind: DeclarationKind): string | null => result?.[RESULT_COLUMN[kind]] ?? null;
