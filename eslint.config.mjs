import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import boundaries from './scripts/lint-boundaries.mjs';
import jsxText from './scripts/lint-jsx-text.mjs';

// Who may import whom (docs/architecture.md, "Boundaries"). A package always imports its own files; `shared-kernel:a,b`
// allows only those subpaths of the kernel, by package name. The rule resolves relative imports too
// (scripts/lint-boundaries.mjs), and scripts/lint-boundaries.test.ts proves each line of this table is enforced.
const SERVER_KERNEL_PARTS = ['contract', 'operator-contract', 'domain', 'operator', 'paths', 'remotes', 'compatibility', 'zod', 'app-key', 'language-rules'];
const KERNEL_FOR_THE_SERVER = `shared-kernel:${SERVER_KERNEL_PARTS.join(',')}`;
// Release control (the API mounts it) reads the remotes' manifest, the release rules of the operator contract and the
// singletons' compatibility.
const RELEASE_CONTROL_KERNEL_PARTS = ['operator-contract', 'remotes', 'compatibility', 'zod'];
const BOUNDARIES = [
  {
    from: 'remotes/*',
    allow: ['shared-kernel'],
    message: 'A remote imports only the shared kernel: never another remote or the host (link to their paths instead)',
  },
  {
    from: 'host',
    allow: ['shared-kernel'],
    message: "The host reaches a remote's screens through federation only (remotes.json), never by importing its source",
  },
  { from: 'shared-kernel', allow: [], message: 'The shared kernel imports no app package (host, remotes, console, api, e2e): they build on it' },
  { from: 'console', allow: ['shared-kernel'], message: 'The console imports only the shared kernel' },
  {
    from: 'release-control',
    allow: [`shared-kernel:${RELEASE_CONTROL_KERNEL_PARTS.join(',')}`],
    message: `Release control imports nothing of the API (the API hands in what it needs): of the kernel only ${RELEASE_CONTROL_KERNEL_PARTS.join(', ')}`,
  },
  {
    from: 'api',
    allow: [KERNEL_FOR_THE_SERVER, 'release-control'],
    message: `The API imports no front end: of the kernel only ${SERVER_KERNEL_PARTS.join(', ')}, and release control`,
  },
  // Inside the API (docs/architecture.md, "The API's folders"): the HTTP layer, the database and the machine know no
  // feature; app.ts composes the features and hands the lower folders what a feature owns.
  { from: 'api/src/http', allow: ['api/src/db', 'api/src/platform', 'api/src/domain-errors.ts'], message: 'http/ knows no feature: app.ts hands it what a feature owns' },
  { from: 'api/src/db', allow: ['api/src/config.ts', 'api/src/api-root.ts'], message: 'db/ imports no feature and no HTTP: only the configuration' },
  { from: 'api/src/platform', allow: [], message: 'platform/ (clock, files, passwords, SMS, tokens) imports nothing else of the API' },
  {
    from: 'api/src/features',
    allow: ['api/src/features', 'api/src/db', 'api/src/platform', 'api/src/http', 'api/src/domain-errors.ts'],
    message: 'A feature imports features, http/, db/ and platform/: never app.ts, the CLI, the demo data or the configuration',
  },
  {
    from: 'api/src/features/*.ts',
    allow: ['api/src/db', 'api/src/platform', 'api/src/http', 'api/src/domain-errors.ts'],
    message: "The features' shared modules (the audit log, rate limits, notices) import no feature",
  },
  {
    from: 'api/src/features/operators',
    allow: ['api/src/features/*.ts', 'api/src/db', 'api/src/platform', 'api/src/http', 'api/src/domain-errors.ts'],
    message: 'operators/ (who calls the operator API and what they may do) imports no other feature: the features build on it',
  },
];

// The kernel's shared singletons (one instance in a page): see shared-kernel/singletons.json.
const singletonFolders = JSON.parse(readFileSync(path.join(import.meta.dirname, 'shared-kernel', 'singletons.json'), 'utf8')).modules;

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.artifacts/**', 'data/**', 'releases/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { matka: boundaries },
    rules: { 'matka/boundaries': ['error', BOUNDARIES] },
  },
  {
    // The host's tests may read the remotes' route tables as fixtures (the menus a real page gets): never its code.
    files: ['host/**/*.test.{ts,tsx}'],
    rules: {
      'matka/boundaries': ['error', BOUNDARIES.map((boundary) => (boundary.from === 'host' ? { ...boundary, allow: [...boundary.allow, 'remotes/*'] } : boundary))],
    },
  },
  {
    // A kernel module reaches a shared singleton (session, toasts, the API transport, the call cache, the shell's
    // links) by its package name, so federation hands it the page's one instance: a relative import would bundle a
    // second copy — its own atoms, toasts or cache — into whichever app uses the importing module.
    files: ['shared-kernel/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared-kernel/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: singletonFolders.flatMap((folder) => [`./${folder}`, `./${folder}/*`, `../${folder}`, `../${folder}/*`, `../../${folder}`, `../../${folder}/*`]),
              allowTypeImports: true,
              message: 'Import a shared singleton of the kernel by its package name (@matka/shared-kernel/<subpath>).',
            },
          ],
        },
      ],
    },
  },
  {
    // A player's text comes from the app's catalog, never a literal in JSX (docs/languages.md): on for the apps whose
    // texts are in catalogs. A remote opts in here when its team moves its texts. The kernel's remote kit (the bid
    // board, the history and market lists) still has English literals: it opts in when it moves them.
    files: ['host/src/**/*.tsx', 'shared-kernel/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'shared-kernel/src/testing/**',
      // A developer's harness for running one remote alone, never shown to a player.
      'shared-kernel/src/ui/standalone-app.tsx',
      'shared-kernel/src/games/**',
      'shared-kernel/src/history/**',
      'shared-kernel/src/lists/**',
    ],
    plugins: { texts: jsxText },
    rules: { 'texts/no-jsx-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: ['webpack.common.ts', 'build/*.ts', '**/webpack.config.ts', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
