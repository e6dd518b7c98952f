import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Stops the throwaway PostgreSQL the global setup started, if it started one, and removes its data. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env.MATKA_TEST_STARTED_CLUSTER;
  if (!file || !fs.existsSync(file)) return;
  const { port, dataDir } = JSON.parse(fs.readFileSync(file, 'utf8')) as { port: number; dataDir: string };
  const script = path.resolve(__dirname, '..', '..', '..', 'scripts', 'ci-postgres.sh');
  execFileSync(script, ['stop'], { env: { ...process.env, MATKA_PG_PORT: String(port), MATKA_PG_DATA: dataDir }, stdio: 'ignore' });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(file, { force: true });
}
