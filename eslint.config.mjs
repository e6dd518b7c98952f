import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';

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
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: ['webpack.common.ts', 'build/*.ts', '**/webpack.config.ts', 'jest.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
