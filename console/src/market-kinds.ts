import { MARKET_KINDS as KINDS } from '@matka/shared-kernel/operator-contract';
import type { MarketKind } from '@matka/shared-kernel/domain';

const LABELS: Record<MarketKind, string> = { main: 'Main markets', starline: 'Starline', gali: 'Gali Disawar' };

/** The kinds of market (the contract's) in its order, in the words the console shows them. */
export const MARKET_KINDS: ReadonlyArray<{ value: MarketKind; label: string }> = KINDS.map((value) => ({ value, label: LABELS[value] }));
