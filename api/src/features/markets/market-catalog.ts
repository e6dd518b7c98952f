import type { MarketKind } from '@matka/shared-kernel/domain';
import type { Notices, Queryable } from '../../db/database';
import { NOTICES } from './change-tracker';
import { findMarket, ratesOf, type MarketRow } from './markets.repository';

type Rates = Map<string, { val1: number; val2: number }>;

/**
 * Markets and their rates as a bid reads them, kept in memory between changes, so a bid pays no query for them. Every
 * change of markets, results or rates is announced (`NOTICES.markets`) to every instance, which then drops all it
 * kept. A look-up that was under way when a change was heard keeps nothing (it may have read the old row), and while
 * notices may be missed (the listening connection is down) nothing is kept or used.
 */
export class MarketCatalog {
  private readonly markets = new Map<number, MarketRow>();
  private readonly rates = new Map<MarketKind, Rates>();
  /** Bumped by every change heard: a look-up that saw it move keeps nothing. */
  private changes = 0;
  private readonly unsubscribe: () => void;

  constructor(private readonly db: Queryable & { notices: Notices }) {
    this.unsubscribe = db.notices.subscribe(
      (notice) => {
        if (notice === NOTICES.markets) this.drop();
      },
      () => this.drop(),
    );
  }

  private drop(): void {
    this.changes += 1;
    this.markets.clear();
    this.rates.clear();
  }

  /** What `kept` holds for `key`, else what `load` finds (kept unless a change was heard meanwhile; a miss never is). */
  private async cached<K, V>(kept: Map<K, V>, key: K, load: () => Promise<V | null>): Promise<V | null> {
    const live = this.db.notices.live;
    if (live && kept.has(key)) return kept.get(key) as V;
    const changesBefore = this.changes;
    const value = await load();
    if (value !== null && live && this.db.notices.live && this.changes === changesBefore) kept.set(key, value);
    return value;
  }

  /** A market by id; ids that name no market are not kept (any number may be asked for). */
  market(id: number): Promise<MarketRow | null> {
    return this.cached(this.markets, id, () => findMarket(this.db, id));
  }

  async ratesOf(kind: MarketKind): Promise<Rates> {
    return (await this.cached(this.rates, kind, () => ratesOf(this.db, kind))) ?? new Map();
  }

  close(): void {
    this.unsubscribe();
  }
}
