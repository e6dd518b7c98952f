import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's own bearer token of the operator API, the first owner's (operator-accounts.ts): OPERATOR_TOKEN if set,
 * else the one generated at first start into DATA_DIR/operator.token (mode 600). With an in-memory database it lives
 * only as long as the process.
 */
export function operatorToken(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return crypto.randomBytes(32).toString('base64url');
  const file = path.join(dataDir, 'operator.token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const token = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

export function tokensMatch(presented: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(presented).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
