import { migrate, readMigrations, splitStatements } from '../src/db/migrate';
import { testDatabases } from './support/test-databases';

describe('splitStatements', () => {
  test('splits a migration on statement ends and drops comment lines', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX i ON a (x)',
    ]);
  });
});

describe.each(testDatabases())('the database on $mode', (kind) => {
  let handle: Awaited<ReturnType<typeof kind.create>>;
  beforeAll(async () => {
    handle = await kind.create();
  });
  afterAll(() => handle?.drop());

  test('opens migrated to the latest schema', async () => {
    const rows = await handle.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(readMigrations().map((m) => m.version));
  });

  test('migrating again applies nothing', async () => {
    await expect(migrate(handle.db)).resolves.toEqual([]);
  });

  test('returns int8 as numbers on both kinds', async () => {
    const [row] = await handle.db.query<{ n: unknown }>('SELECT 9007199254740::int8 AS n');
    expect(row?.n).toBe(9007199254740);
  });

  test('a transaction that throws leaves nothing behind', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO settings (key, value) VALUES ('probe', 'x')`);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await expect(handle.db.query(`SELECT 1 FROM settings WHERE key = 'probe'`)).resolves.toEqual([]);
  });

  test('a transaction that resolves is committed', async () => {
    await handle.db.transaction((tx) => tx.query(`INSERT INTO settings (key, value) VALUES ('kept', 'y')`));
    await expect(handle.db.query(`SELECT value FROM settings WHERE key = 'kept'`)).resolves.toEqual([{ value: 'y' }]);
  });
});
