import fs from 'node:fs';
import path from 'node:path';

/**
 * The ledger (`ledger.ts`) is the one writer of balances: every other statement that would change `users.balance` or
 * `ledger_entries` could skip the cap, the balance after or the wallet notice. This reads the server's code and its
 * migrations and names any such statement elsewhere.
 */
const API = path.resolve(__dirname, '..', '..', '..');
const LEDGER = path.join(API, 'src', 'features', 'wallet', 'ledger.ts');

/** The statements in `text` that write balances or ledger entries, as written (whitespace folded). */
export function balanceWrites(text: string): string[] {
  const found: string[] = [];
  const fold = (statement: string) => statement.replace(/\s+/g, ' ').trim();
  for (const match of text.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|COPY|MERGE\s+INTO)\s+(?:ONLY\s+)?(?:public\.)?ledger_entries\b/gi)) {
    found.push(fold(match[0]));
  }
  // An update of users that assigns its balance: the assignments run to the statement's next clause or its end.
  for (const match of text.matchAll(/\bUPDATE\s+(?:ONLY\s+)?(?:public\.)?users\b(?:\s+(?:AS\s+)?\w+)?\s+SET\s+([\s\S]*?)(?=\bWHERE\b|\bFROM\b|\bRETURNING\b|[`;'"]|$)/gi)) {
    if (/(?:^|[\s,.(])balance\s*=/i.test(match[1] ?? '')) found.push(fold(match[0]));
  }
  // A player created with points of their own, which no ledger entry explains.
  for (const match of text.matchAll(/\bINSERT\s+INTO\s+(?:public\.)?users\s*\(([^)]*)\)/gi)) {
    if (/\bbalance\b/i.test(match[1] ?? '')) found.push(fold(match[0]));
  }
  return found;
}

function filesUnder(dir: string, suffix: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && suffix.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the one writer of balances', () => {
  it('finds each kind of write in sample text', () => {
    expect(balanceWrites('await tx.query(`UPDATE users SET balance = balance + $1 WHERE id = $2`)')).toEqual(['UPDATE users SET balance = balance + $1']);
    expect(balanceWrites('`WITH c AS (UPDATE users u SET name = $1, balance = u.balance - t.total FROM totals t)`')).toHaveLength(1);
    expect(balanceWrites("query('update users set\n  balance=0 where id = 1')")).toHaveLength(1);
    expect(balanceWrites('`INSERT INTO ledger_entries (user_id, amount) VALUES ($1, $2)`')).toEqual(['INSERT INTO ledger_entries']);
    expect(balanceWrites('`DELETE FROM ledger_entries WHERE id = 1`; `TRUNCATE TABLE ledger_entries`; `update ledger_entries set amount = 0`')).toHaveLength(3);
    expect(balanceWrites('`INSERT INTO users (mobile, name, balance) VALUES ($1, $2, 100)`')).toHaveLength(1);
  });

  it('passes what does not write them', () => {
    expect(balanceWrites('`UPDATE users SET name = $1, password_hash = $2 WHERE id = $3 RETURNING balance`')).toEqual([]);
    expect(balanceWrites('`UPDATE users SET session_version = session_version + 1 WHERE balance = 0`')).toEqual([]);
    expect(balanceWrites('`SELECT balance FROM users`; `SELECT sum(amount) FROM ledger_entries`; `INSERT INTO users (mobile, name) VALUES ($1, $2)`')).toEqual([]);
    expect(balanceWrites('`UPDATE users SET opening_balance_note = $1 WHERE id = $2`')).toEqual([]);
  });

  it('is ledger.ts alone in the server and its migrations', () => {
    const files = [...filesUnder(path.join(API, 'src'), /\.ts$/), ...filesUnder(path.join(API, 'migrations'), /\.sql$/)]
      .filter((file) => file !== LEDGER && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    const writers = files.flatMap((file) => balanceWrites(fs.readFileSync(file, 'utf8')).map((statement) => `${path.relative(API, file)}: ${statement}`));
    expect(writers).toEqual([]);
    expect(balanceWrites(fs.readFileSync(LEDGER, 'utf8')).length).toBeGreaterThanOrEqual(3);
  });
});
