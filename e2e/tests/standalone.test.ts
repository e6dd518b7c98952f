import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { REPO_ROOT } from '../support/app-server';
import { launchBrowser, openPhonePage } from '../support/browser';
import { closedPort } from '../support/static-server';

// A remote's team works on it alone: `npm run dev -w remotes/<name>` serves it with its own router and providers.
let devServer: ChildProcess;
let browser: Browser;
let url: string;

beforeAll(async () => {
  const port = await closedPort();
  url = `http://127.0.0.1:${port}`;
  devServer = spawn('npx', ['webpack', 'serve', '--config', 'webpack.config.ts', '--mode', 'development', '--port', String(port), '--host', '127.0.0.1'], {
    cwd: path.join(REPO_ROOT, 'remotes', 'gali'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/compiled successfully/.test(output)) resolve();
      if (/compiled with \d+ error/.test(output)) reject(new Error(output));
    };
    devServer.stdout?.on('data', onData);
    devServer.stderr?.on('data', onData);
    devServer.once('exit', (code) => reject(new Error(`dev server exited (${code}): ${output}`)));
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

test('a remote runs standalone with its own router, store and theme', async () => {
  const { page, errors } = await openPhonePage(browser);
  await page.goto(`${url}/galiallgame`);
  await page.getByRole('heading', { level: 1, name: 'KING GALI' }).waitFor({ timeout: 30_000 });
  // Its own store: no player, so no betting, so none of the betting player's buttons.
  await expect(page.getByRole('link', { name: 'Bid-History' }).count()).resolves.toBe(0);
  await page.getByRole('navigation', { name: 'gali screens' }).getByRole('link', { name: '/impwin' }).click();
  await page.getByRole('heading', { level: 1, name: 'GALI DISAWAR WINS' }).waitFor();
  // No API beside a remote's dev server: the history's empty state.
  await page.getByText('NO DATA FOUND').waitFor();
  expect(errors).toEqual([]);
});
