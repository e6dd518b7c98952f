#!/usr/bin/env node
// What `npm test` needs from the machine besides npm's packages: Debian's Chromium for the browser journeys, openssl
// (a certificate for the push tests' local push service), a Devanagari font (the Hindi and Marathi screenshots), and a
// PostgreSQL server for the API tests to run on besides the embedded PGlite. As root with apt (a fresh container, CI)
// it installs what is missing, as `.ci/run` does; otherwise it names the one command to run. Chromium is needed: its
// absence stops the tests. PostgreSQL is not: without it the API tests run on PGlite only, and this says so.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OPENSSL = process.env.OPENSSL_PATH ?? '/usr/bin/openssl';
/** A Devanagari font, so the Hindi and Marathi journeys' screenshots show letters, not boxes. */
const DEVANAGARI_FONT = '/usr/share/fonts/truetype/lohit-devanagari/Lohit-Devanagari.ttf';

/** The folder of PostgreSQL's server programs (pg_ctl, initdb), newest version first, or null. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    if (fs.existsSync(`${root}/${version}/bin/pg_ctl`)) return `${root}/${version}/bin`;
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  return found ? found.replace(/\/pg_ctl$/, '') : null;
}

/** The Debian packages this machine lacks, each with why it is wanted. */
export function missingPackages() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push({ name: 'chromium', needed: true, why: 'the browser journeys' });
  if (!postgresBin()) missing.push({ name: 'postgresql', needed: false, why: 'the API tests on PostgreSQL' });
  if (!fs.existsSync(OPENSSL)) missing.push({ name: 'openssl', needed: true, why: "the push tests' local push service (its TLS certificate)" });
  if (!fs.existsSync(DEVANAGARI_FONT)) missing.push({ name: 'fonts-lohit-deva', needed: false, why: 'Hindi and Marathi letters in the journeys\' screenshots' });
  return missing;
}

const canInstall = () => process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;

/**
 * What to do about the missing packages: nothing; install them (root with apt); stop with the one command to run
 * (a needed one is missing); or go on with a note (only optional ones are missing).
 */
export function nextStep(missing, installable) {
  if (missing.length === 0) return { kind: 'none' };
  const names = missing.map((p) => p.name);
  if (installable) return { kind: 'install', names };
  const command = `sudo apt-get install ${names.join(' ')}`;
  const needed = missing.filter((p) => p.needed);
  if (needed.length > 0) return { kind: 'stop', line: `[machine] ${needed.map((p) => `${p.why} need ${p.name}`).join('; ')}: run \`${command}\`` };
  return { kind: 'note', line: `[machine] ${missing.map((p) => `${p.why} need ${p.name}`).join('; ')}, so they are skipped: \`${command}\` adds them` };
}

function install(names) {
  console.log(`[machine] installing ${names.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: ['ignore', 'ignore', 'inherit'], env });
}

function main() {
  const step = nextStep(missingPackages(), canInstall());
  if (step.kind === 'install') {
    try {
      install(step.names);
    } catch {
      // A wanted package this mirror lacks (a font, PostgreSQL) must not stop the tests: install what is needed alone.
      const needed = missingPackages().filter((p) => p.needed).map((p) => p.name);
      console.log(`[machine] apt-get could not install ${step.names.join(' ')}; ${needed.length > 0 ? `installing only ${needed.join(' ')}` : 'none of them is needed'}`);
      if (needed.length > 0) install(needed);
    }
    // apt-get may succeed and still leave no browser where the tests look (another package name, CHROMIUM_PATH).
    const still = missingPackages().filter((p) => p.needed);
    if (still.length > 0) {
      console.error(`[machine] apt-get installed ${step.names.join(' ')}, yet ${still.map((p) => `${p.name} is not at ${CHROMIUM}`).join('; ')}`);
      process.exit(1);
    }
  } else if (step.kind === 'stop') {
    console.error(step.line);
    process.exit(1);
  } else if (step.kind === 'note') {
    console.log(step.line);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
