// One Jest, three projects: `unit` (shared-kernel, host, remotes, console, release-control, api/src, scripts/ and build/), `api` (the real
// server on PGlite, and on PostgreSQL where one is reachable), `e2e` (the built app in Debian's Chromium).
/** @type {import('ts-jest').TsJestTransformerOptions} */
const tsJest = {
  // Types are checked by `npm run check-types`; tests only need the code transpiled.
  diagnostics: false,
  tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, target: 'ES2022' },
};
const transform = { '^.+\\.tsx?$': ['ts-jest', tsJest] };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      transform,
      testEnvironment: 'node',
      roots: ['<rootDir>/shared-kernel/src', '<rootDir>/host/src', '<rootDir>/remotes', '<rootDir>/console/src', '<rootDir>/release-control/src', '<rootDir>/api/src', '<rootDir>/scripts', '<rootDir>/build'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      setupFiles: ['<rootDir>/scripts/jest.setup.ts'],
    },
    {
      displayName: 'api',
      transform,
      testEnvironment: 'node',
      roots: ['<rootDir>/api/test'],
      testMatch: ['**/*.test.ts'],
      globalSetup: '<rootDir>/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/api/test/support/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/scripts/jest.slow-tests.ts'],
    },
    {
      displayName: 'e2e',
      transform,
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e/tests'],
      testMatch: ['**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/scripts/jest.slow-tests.ts'],
    },
  ],
};
