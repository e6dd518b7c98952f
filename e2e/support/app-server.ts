import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import { readOutbox } from '../../api/src/platform/sms';
import { spawn } from 'node:child_process';
import { istTimeToday } from '@matka/shared-kernel/domain';

import { REPO_ROOT } from './checkout';

export { REPO_ROOT };

export interface RunningApp {
  url: string;
  app: FastifyInstance;
  /** The last one-time code texted to a number (read from the SMS outbox file). */
  lastCode(mobile: string): string;
  /** Runs the operator CLI against this server; resolves to its JSON output. */
  operator(...args: string[]): Promise<Record<string, unknown>>;
  /** The same CLI with another token (a team token): what a team's own CI runs. */
  operatorAs(token: string, ...args: string[]): Promise<Record<string, unknown>>;
  /** The operators' manifest this server serves as /remotes.json: a copy the test may edit. */
  manifestPath: string;
  readManifest(): RemotesJson;
  writeManifest(manifest: RemotesJson): void;
  close(): Promise<void>;
}

export interface RemotesJson {
  /** As the operators write it: each remote's paths come from its build (the server fills them in). */
  remotes: Array<{ name: string; manifest: string; enabled: boolean; paths?: string[] }>;
}

/** A server clock that runs like the real one from a chosen IST time today; `at('13:35')` jumps it. */
export class ServerClock {
  private base: number;
  private startedAt = Date.now();
  constructor(hhmm: string) {
    this.base = ServerClock.todayAt(hhmm);
  }
  static todayAt(hhmm: string): number {
    return istTimeToday(hhmm).getTime();
  }
  readonly read = () => new Date(this.base + (Date.now() - this.startedAt));
  at(hhmm: string): void {
    this.base = ServerClock.todayAt(hhmm);
    this.startedAt = Date.now();
  }
}

/**
 * Starts the real server (all-in-one mode, built apps, embedded database in memory) on a free port; `deps` plugs in
 * what a journey needs instead of the defaults (a local push service's sender).
 */
export async function startApp(env: Record<string, string> = {}, clock?: ServerClock, deps: Omit<AppDeps, 'clock'> = {}): Promise<RunningApp> {
  const builtManifest = path.join(REPO_ROOT, 'host', 'dist', 'remotes.json');
  if (!fs.existsSync(builtManifest)) throw new Error('The apps are not built: run `npm run build` first.');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-e2e-'));
  const manifestPath = path.join(workDir, 'remotes.json');
  const smsOutbox = path.join(workDir, 'sms-outbox.jsonl');
  fs.copyFileSync(builtManifest, manifestPath);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: 'memory://',
    REMOTES_MANIFEST: manifestPath,
    SMS_OUTBOX: smsOutbox,
    WEB_ROOT: REPO_ROOT,
    ...env,
  });
  const app = await buildApp(config, { ...deps, ...(clock ? { clock: clock.read } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    lastCode(mobile) {
      const messages = readOutbox(smsOutbox).filter((message) => message.to === mobile);
      const code = /^(\d+)/.exec(messages.at(-1)?.text ?? '')?.[1];
      if (!code) throw new Error(`no code was texted to ${mobile}`);
      return code;
    },
    operator: (...args) => runOperator(url, app.operatorToken, args),
    operatorAs: (token, ...args) => runOperator(url, token, args),
    manifestPath,
    readManifest: () => JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as RemotesJson,
    writeManifest: (manifest) => fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2)),
    close: async () => {
      await app.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** `npm run operator -- <args>` against this server with `token`: its last JSON line, or an error carrying it. */
function runOperator(url: string, token: string, args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api', 'src', 'cli', 'operator.ts'), ...args], {
      env: { ...process.env, OPERATOR_URL: url, OPERATOR_TOKEN: token },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => {
      const json = JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
      if (code === 0) resolve(json);
      else reject(new Error(`operator ${args.join(' ')}: ${JSON.stringify(json)}`));
    });
  });
}
