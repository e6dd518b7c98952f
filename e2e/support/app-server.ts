import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningApp {
  url: string;
  app: FastifyInstance;
  /** The operators' manifest this server serves as /remotes.json: a copy the test may edit. */
  manifestPath: string;
  readManifest(): RemotesJson;
  writeManifest(manifest: RemotesJson): void;
  close(): Promise<void>;
}

export interface RemotesJson {
  remotes: Array<{ name: string; manifest: string; enabled: boolean; paths: string[] }>;
}

/** Starts the real server (all-in-one mode, built apps, embedded database in memory) on a free port. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const builtManifest = path.join(REPO_ROOT, 'host', 'dist', 'remotes.json');
  if (!fs.existsSync(builtManifest)) throw new Error('The apps are not built: run `npm run build` first.');
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-e2e-'));
  const manifestPath = path.join(workDir, 'remotes.json');
  fs.copyFileSync(builtManifest, manifestPath);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: 'memory://',
    REMOTES_MANIFEST: manifestPath,
    WEB_ROOT: REPO_ROOT,
    ...env,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    manifestPath,
    readManifest: () => JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as RemotesJson,
    writeManifest: (manifest) => fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2)),
    close: async () => {
      await app.close();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
