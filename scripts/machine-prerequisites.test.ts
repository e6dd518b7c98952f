import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'machine-prerequisites.mjs');
/** A PATH with nothing on it: no apt-get, as on a machine where the tests cannot install anything. */
const EMPTY_PATH = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-no-apt-'));

const check = (chromium: string) => spawnSync(process.execPath, [SCRIPT], { env: { PATH: EMPTY_PATH, CHROMIUM_PATH: chromium }, encoding: 'utf8' });

describe('npm test on a fresh machine', () => {
  it('stops with the one command to run when Chromium is missing and apt cannot be used', () => {
    const result = check('/nonexistent/chromium');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the browser journeys need chromium: run `sudo apt-get install chromium/);
  });

  it('goes on without a word when Chromium is there', () => {
    const result = check(process.execPath);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
  });
});
