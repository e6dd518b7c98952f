import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

// ESLint's Node API in a child process: the config is an ES module, which Jest's CommonJS sandbox cannot import.
const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Promise((done) => { let text = ''; process.stdin.on('data', (c) => (text += c)); process.stdin.on('end', () => done(text)); }));
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const { file, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath: file });
  out.push(result.messages.filter((m) => m.ruleId === 'texts/no-jsx-text').map((m) => m.message));
}
console.log(JSON.stringify(out));
`;

/** The no-jsx-text messages the repository's eslint.config.mjs gives each file. */
function lint(cases: Array<{ file: string; code: string }>): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT], { cwd: ROOT, input: JSON.stringify(cases), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const screen = (body: string) => `export function A({ t }: { t: (key: string) => string }) {\n  return ${body};\n}\n`;

test('text literals in JSX are refused in the host and the kernel; catalog texts, symbols and other apps pass', () => {
  const [text, attribute, template, fromCatalog, symbols, hindi, remote, test] = lint([
    { file: 'host/src/screens/X.tsx', code: screen('<p>Retry</p>') },
    { file: 'shared-kernel/src/ui/x.tsx', code: screen('<button aria-label="Back">←</button>') },
    { file: 'host/src/layout/X.tsx', code: screen('<input placeholder={`Enter ${"it"}`} />') },
    { file: 'host/src/screens/X.tsx', code: screen("<p aria-label={t('back')}>{t('retry')}</p>") },
    { file: 'host/src/layout/X.tsx', code: screen('<span>☰ +91 · 10</span>') },
    { file: 'host/src/screens/X.tsx', code: screen('<p>फिर से कोशिश करें</p>') },
    { file: 'remotes/wallet/src/X.tsx', code: screen('<p>Retry</p>') },
    { file: 'host/src/screens/X.test.tsx', code: screen('<p>Page</p>') },
  ]);
  expect(text).toEqual(['Text in JSX ("Retry"): put it in the catalog and use t(\'key\') (docs/languages.md).']);
  expect(attribute).toEqual(['Text in the aria-label attribute ("Back"): put it in the catalog and use t(\'key\') (docs/languages.md).']);
  expect(template).toHaveLength(1);
  expect(fromCatalog).toEqual([]);
  expect(symbols).toEqual([]);
  expect(hindi).toHaveLength(1);
  expect(remote).toEqual([]);
  expect(test).toEqual([]);
});
