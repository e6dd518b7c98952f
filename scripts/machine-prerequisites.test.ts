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

/** The script's own `nextStep`, run in Node (an ES module, which Jest's CommonJS sandbox cannot import). */
function nextStep(missing: Array<{ name: string; needed: boolean; why: string }>, installable: boolean): unknown {
  const code = `const { nextStep } = await import(${JSON.stringify(`file://${SCRIPT}`)}); console.log(JSON.stringify(nextStep(...${JSON.stringify([missing, installable])})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe('what to do about missing packages', () => {
  const chromium = { name: 'chromium', needed: true, why: 'the browser journeys' };
  const postgresql = { name: 'postgresql', needed: false, why: 'the API tests on PostgreSQL' };

  it('installs whatever is missing when root with apt', () => {
    expect(nextStep([chromium, postgresql], true)).toEqual({ kind: 'install', names: ['chromium', 'postgresql'] });
    expect(nextStep([postgresql], true)).toEqual({ kind: 'install', names: ['postgresql'] });
  });

  it('stops with one command for everything missing when Chromium is missing and nothing can be installed', () => {
    expect(nextStep([chromium, postgresql], false)).toEqual({
      kind: 'stop',
      line: '[machine] the browser journeys need chromium: run `sudo apt-get install chromium postgresql`',
    });
  });

  it('goes on with a note when only PostgreSQL is missing', () => {
    expect(nextStep([postgresql], false)).toEqual({
      kind: 'note',
      line: '[machine] the API tests on PostgreSQL need postgresql, so they are skipped: `sudo apt-get install postgresql` adds them',
    });
  });

  it('does nothing when nothing is missing', () => {
    expect(nextStep([], false)).toEqual({ kind: 'none' });
  });
});

describe('as root with apt (a fresh container)', () => {
  const root = process.getuid?.() === 0;
  /** A PATH with a stand-in apt-get that logs its arguments and, if asked, puts the browser where the tests look. */
  function fakeApt(createsBrowser: boolean) {
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-fake-apt-'));
    fs.symlinkSync('/bin/sh', path.join(bin, 'sh'));
    const make = createsBrowser ? ': > "$CHROMIUM_PATH"' : ':';
    fs.writeFileSync(path.join(bin, 'apt-get'), `#!/bin/sh\necho "$@" >> "$APT_LOG"\ncase "$1" in install) ${make};; esac\n`, { mode: 0o755 });
    const chromiumPath = path.join(bin, 'chromium');
    const log = path.join(bin, 'apt.log');
    return { env: { PATH: bin, CHROMIUM_PATH: chromiumPath, APT_LOG: log }, chromiumPath, log };
  }
  const run = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, [SCRIPT], { env, encoding: 'utf8' });

  it(root ? 'installs Chromium with apt-get and goes on' : 'stops with the command, as it is not root', () => {
    const apt = fakeApt(true);
    const result = run(apt.env);
    if (root) {
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/\[machine\] installing chromium/);
      expect(fs.readFileSync(apt.log, 'utf8')).toMatch(/^update -qq\ninstall -y -qq --no-install-recommends chromium/);
      expect(fs.existsSync(apt.chromiumPath)).toBe(true);
    } else {
      expect(result.status).toBe(1);
      expect(fs.existsSync(apt.log)).toBe(false);
    }
  });

  it('stops when apt-get leaves no browser where the tests look', () => {
    const apt = fakeApt(false);
    const result = run(apt.env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(root ? /yet chromium is not at / : /run `sudo apt-get install chromium/);
  });
});
