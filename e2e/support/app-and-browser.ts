import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type { AppDeps } from '../../api/src/app';
import { lateBound } from '../../api/test/support/late-bound';
import { startApp, type RunningApp, type ServerClock } from './app-server';
import { launchBrowser } from './browser';

export interface AppAndBrowserOptions {
  /** The server's settings beside startApp's own. */
  env?: Record<string, string>;
  /** The server's clock (a ServerClock from a chosen IST time); the real one without. */
  clock?: ServerClock;
  /** A temporary folder for the suite (its name's prefix), removed after all. */
  workDir?: string;
  /** The server's releases live in the work folder's `releases/` (RELEASES_DIR). */
  releasesInWorkDir?: boolean;
  /** What the server is built with instead of its defaults, made before it starts (a local push service's sender). */
  appDeps?: () => Promise<Omit<AppDeps, 'clock'>>;
}

/** What a journey runs on; `server` and `browser` may be named at once and are there from the first test. */
export interface AppAndBrowser {
  readonly server: RunningApp;
  readonly browser: Browser;
  /** The work folder (with `workDir`). */
  readonly workDir: string;
  /** Its `releases/` folder. */
  readonly releasesDir: string;
}

/**
 * Registers the hooks every browser journey shares: before all, the real server (built apps, embedded database, its
 * own port) and Debian's Chromium start together; after all, the browser and then the server close and the work
 * folder goes. A suite's own `beforeAll`, declared after this, runs once both are up:
 * `const { server, browser } = appAndBrowser({ clock })`.
 */
export function appAndBrowser(options: AppAndBrowserOptions = {}): AppAndBrowser {
  let started: { server: RunningApp; browser: Browser } | undefined;
  let workDir: string | undefined;
  const folder = () => {
    if (!workDir) throw new Error(options.workDir ? 'the work folder is made in beforeAll' : 'no work folder: pass workDir');
    return workDir;
  };
  beforeAll(async () => {
    if (options.workDir) workDir = fs.mkdtempSync(path.join(os.tmpdir(), options.workDir));
    const env = { ...(options.releasesInWorkDir ? { RELEASES_DIR: path.join(folder(), 'releases') } : {}), ...options.env };
    const deps = (await options.appDeps?.()) ?? {};
    const [server, browser] = await Promise.all([startApp(env, options.clock, deps), launchBrowser()]);
    started = { server, browser };
  });
  afterAll(async () => {
    try {
      await started?.browser.close();
      await started?.server.close();
    } finally {
      if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    }
  });
  return {
    server: lateBound('the server', () => started?.server),
    browser: lateBound('the browser', () => started?.browser),
    get workDir() {
      return folder();
    },
    get releasesDir() {
      return path.join(folder(), 'releases');
    },
  };
}

/** Adds a main market through the operator CLI, betting 11:30 AM – 01:30 PM; resolves to its id. */
export async function addMainMarket(server: RunningApp, name: string): Promise<number> {
  const added = await server.operator('market', 'add', '--kind', 'main', '--name', name, '--open', '11:30 AM', '--close', '01:30 PM');
  return Number(added.game_id);
}
