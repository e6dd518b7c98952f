import type { Database } from '../src/db/database';
import { MarketCatalog } from '../src/features/markets/market-catalog';
import { NOTICES } from '../src/features/markets/change-tracker';
import { testDatabases } from './support/test-databases';

// What a bid reads of markets and rates, kept between changes (the instances test shows a change on another instance).
describe.each(testDatabases())('the market catalog on $mode', (kind) => {
  let handle: Awaited<ReturnType<typeof kind.create>>;
  let db: Database;
  let catalog: MarketCatalog;
  beforeAll(async () => {
    handle = await kind.create();
    db = handle.db;
    catalog = new MarketCatalog(db);
  });
  afterAll(async () => {
    catalog?.close();
    await handle?.drop();
  });

  const addMarket = async (id: number, name: string) =>
    db.query("INSERT INTO markets (id, kind, name, open_minutes, close_minutes) VALUES ($1, 'main', $2, 600, 720)", [id, name]);

  test('keeps a market it found until a markets notice, and then reads it again', async () => {
    await addMarket(7001, 'KEPT');
    expect(await catalog.market(7001)).toMatchObject({ id: 7001, name: 'KEPT' });
    await db.query("UPDATE markets SET name = 'RENAMED' WHERE id = 7001");
    expect(await catalog.market(7001)).toMatchObject({ name: 'KEPT' });
    db.notify(NOTICES.markets);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await catalog.market(7001)).toMatchObject({ name: 'RENAMED' });
  });

  test('keeps no miss: any id may be asked for, and a market made later is found without a notice', async () => {
    for (let id = 8000; id < 8100; id += 1) expect(await catalog.market(id)).toBeNull();
    await addMarket(8050, 'LATER');
    expect(await catalog.market(8050)).toMatchObject({ id: 8050, name: 'LATER' });
  });
});
