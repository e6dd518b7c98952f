import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

interface Case {
  /** Where the file would be: it is linted in memory under this path, with the repository's own eslint.config.mjs. */
  file: string;
  code: string;
}

// ESLint's Node API in a child process: the config is an ES module, which Jest's CommonJS sandbox cannot import.
const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Promise((done) => { let text = ''; process.stdin.on('data', (c) => (text += c)); process.stdin.on('end', () => done(text)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'matka/boundaries').map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

/** The boundary messages ESLint gives each file. */
function lint(cases: Case[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: ROOT, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const REMOTE = 'A remote imports only the shared kernel';
const HOST = "The host reaches a remote's screens through federation only";
const KERNEL = 'The shared kernel imports no app package';
const CONSOLE = 'The console imports only the shared kernel';
const API = 'The API imports no front end';
const RELEASE_CONTROL = 'Release control imports nothing of the API';
const HTTP = 'http/ knows no feature';
const DB = 'db/ imports no feature and no HTTP';
const PLATFORM = 'platform/ (clock, files, passwords, SMS, tokens) imports nothing else of the API';
const FEATURE = 'A feature imports features, http/, db/ and platform/';
const SHARED = "The features' shared modules (the audit log, rate limits, notices) import no feature";
const OPERATORS = 'operators/ (who calls the operator API and what they may do) imports no other feature';

const refused: Array<[string, Case, string]> = [
  ['a remote importing another remote by path', { file: 'remotes/markets/src/screens/fixture.tsx', code: "import { routes } from '../../../gali/src/routes';" }, REMOTE],
  ['a remote importing another remote by name', { file: 'remotes/markets/src/fixture.ts', code: "export { routes } from '@matka/remote-wallet/src/routes';" }, REMOTE],
  ['a remote importing the host', { file: 'remotes/gali/src/fixture.ts', code: "const app = import('../../../host/src/App');" }, REMOTE],
  ['the host importing a remote', { file: 'host/src/layout/fixture.tsx', code: "import Home from '../../../remotes/markets/src/screens/Home';" }, HOST],
  ['the host importing a remote by name', { file: 'host/src/fixture.ts', code: "import '@matka/remote-starline';" }, HOST],
  ['the kernel importing the host', { file: 'shared-kernel/src/ui/fixture.ts', code: "import { hostRoutes } from '../../../host/src/host-routes';" }, KERNEL],
  ['the kernel importing the api', { file: 'shared-kernel/src/domain/fixture.ts', code: "import type { Config } from '@matka/api/src/config';" }, KERNEL],
  ['the kernel importing a remote', { file: 'shared-kernel/src/fixture.ts', code: "export * from '../../remotes/wallet/src/messages';" }, KERNEL],
  ['the console importing the api', { file: 'console/src/fixture.ts', code: "import { buildApp } from '../../api/src/app';" }, CONSOLE],
  ['the console importing the host', { file: 'console/src/screens/fixture.tsx', code: "import { theme } from '@matka/host/src/App';" }, CONSOLE],
  ['the api importing the UI kit', { file: 'api/src/http/fixture.ts', code: "import { Screen } from '@matka/shared-kernel/ui';" }, API],
  ['the api importing the kernel by path', { file: 'api/src/fixture.ts', code: "import { MESSAGES } from '../../shared-kernel/src/domain/messages';" }, API],
  ['the api importing a remote', { file: 'api/src/features/fixture.ts', code: "const routes = require('../../../remotes/markets/src/routes');" }, API],
  ['release control importing the api by path', { file: 'release-control/src/fixture.ts', code: "import type { Database } from '../../api/src/db/database';" }, RELEASE_CONTROL],
  ['release control importing the api by name', { file: 'release-control/src/fixture.ts', code: "import { recordAction } from '@matka/api/src/features/audit.repository';" }, RELEASE_CONTROL],
  ['release control importing the UI kit', { file: 'release-control/src/fixture.ts', code: "import { Screen } from '@matka/shared-kernel/ui';" }, RELEASE_CONTROL],
  ["the api's http/ importing a feature", { file: 'api/src/http/fixture.ts', code: "import type { SessionUser } from '../features/accounts/sessions';" }, HTTP],
  ["the api's http/ importing a shared feature module", { file: 'api/src/http/fixture.ts', code: "import { addressKey } from '../features/rate-limit';" }, HTTP],
  ["the api's db/ importing a feature", { file: 'api/src/db/fixture.ts', code: "import { recordAction } from '../features/audit.repository';" }, DB],
  ["the api's db/ importing http/", { file: 'api/src/db/fixture.ts', code: "export { readCookie } from '../http/calls';" }, DB],
  ["the api's platform/ importing db/", { file: 'api/src/platform/fixture.ts', code: "import type { Queryable } from '../db/database';" }, PLATFORM],
  ['a feature importing app.ts', { file: 'api/src/features/bids/fixture.ts', code: "import { buildApp } from '../../app';" }, FEATURE],
  ['a feature importing the configuration', { file: 'api/src/features/wallet/fixture.ts', code: "import { loadConfig } from '../../config';" }, FEATURE],
  ["the features' shared modules importing a feature", { file: 'api/src/features/fixture.ts', code: "import { ledgerEntries } from './wallet/transactions.repository';" }, SHARED],
  ['operators importing another feature', { file: 'api/src/features/operators/fixture.ts', code: "import { getSetting } from '../content/settings';" }, OPERATORS],
];

describe('the lint rule on package boundaries', () => {
  const results = lint(refused.map(([, sample]) => sample));

  it.each(refused.map(([name, sample, message], index) => [name, sample, message, index] as const))('refuses %s', (_name, _sample, message, index) => {
    expect(results[index]).toEqual([expect.stringContaining(message)]);
  });

  it('lets each package import what it builds on', () => {
    const allowed: Case[] = [
      { file: 'remotes/markets/src/screens/fixture.tsx', code: "import { PATHS } from '@matka/shared-kernel/paths';\nimport { BID_SCREENS } from '../model/bid-routes';" },
      { file: 'host/src/fixture.ts', code: "import { hostRoutes } from './host-routes';\nimport { MESSAGES } from '@matka/shared-kernel/domain';" },
      { file: 'host/src/layout/fixture.test.tsx', code: "import { routes } from '../../../remotes/gali/src/routes';" },
      { file: 'shared-kernel/src/lists/fixture.ts', code: "import { PATHS } from '../paths';\nimport { api } from '@matka/shared-kernel/api';" },
      { file: 'console/src/fixture.ts', code: "import { RATE_KEYS } from '@matka/shared-kernel/domain';" },
      { file: 'api/src/fixture.ts', code: "import { CALLS } from '@matka/shared-kernel/contract';\nimport { PATHS } from '@matka/shared-kernel/paths';\nimport { openDatabase } from './db/open-database';" },
      { file: 'api/src/fixture.ts', code: "import { releaseControl } from '@matka/release-control';" },
      { file: 'release-control/src/fixture.ts', code: "import { REMOTE_NAME } from '@matka/shared-kernel/remotes';\nimport { ReleaseFiles } from './release-files';" },
      { file: 'e2e/tests/fixture.test.ts', code: "import { buildApp } from '../../api/src/app';" },
      { file: 'api/src/app.ts', code: "import { registerResultRoutes } from './features/results/results.routes';\nimport { registerWebRoutes } from './http/web.routes';" },
      { file: 'api/src/http/fixture.ts', code: "import type { Database } from '../db/database';\nimport { InvalidInput } from '../domain-errors';\nimport { callerOrigin } from './origins';" },
      {
        file: 'api/src/features/results/fixture.ts',
        code: "import { operatorCall } from '../operators/operator-call';\nimport { recordAction } from '../audit.repository';\nimport { registerCall } from '../../http/calls';\nimport type { Clock } from '../../platform/clock';",
      },
      { file: 'api/src/features/operators/fixture.ts', code: "import { LOGIN_LIMITS } from '../rate-limit';\nimport { readCookie } from '../../http/calls';\nimport { isTeamToken } from './team-tokens';" },
      { file: 'api/src/features/fixture.ts', code: "import type { Queryable } from '../db/database';\nimport { TooManyAttempts } from '../domain-errors';\nimport { countAttempt } from './attempt-counters.repository';" },
      { file: 'remotes/wallet/webpack.config.ts', code: "import { createAppConfig } from '../../webpack.common';" },
    ];
    expect(lint(allowed)).toEqual(allowed.map(() => []));
  });
});
