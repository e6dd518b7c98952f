import fs from 'node:fs';
import path from 'node:path';
import { kernelFile, sharedSingletons } from './share-map';

const ROOT = path.resolve(__dirname, '..');
const kernel = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kernel', 'package.json'), 'utf8')) as { exports: Record<string, string> };
const singletons = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kernel', 'singletons.json'), 'utf8')) as { version: string; modules: string[] };

test("the kernel's shares are singletons.json's modules, each provided from the file the kernel exports it as", () => {
  const shared = sharedSingletons();
  const kernelKeys = Object.keys(shared).filter((key) => key.startsWith('@matka/shared-kernel/'));
  expect(kernelKeys).toEqual(singletons.modules.map((module) => `@matka/shared-kernel/${module}`));
  for (const module of singletons.modules) {
    const share = shared[`@matka/shared-kernel/${module}`];
    expect(share).toMatchObject({ singleton: true, strictVersion: true, requiredVersion: `^${singletons.version}`, version: singletons.version });
    expect(share?.import).toBe(path.join(ROOT, 'shared-kernel', kernel.exports[`./${module}`] ?? ''));
    expect(fs.existsSync(String(share?.import))).toBe(true);
  }
});

test("a remote's production build consumes the kernel's singletons only (no copy of its own)", () => {
  const shared = sharedSingletons(true);
  for (const module of singletons.modules) expect(shared[`@matka/shared-kernel/${module}`]?.import).toBe(false);
  expect(shared.react?.import).toBeUndefined();
});

test('a singleton the kernel does not export fails the build, by name', () => {
  expect(() => kernelFile('wallet-cache', { './session': './src/session/index.ts' })).toThrow(
    'shared-kernel/singletons.json names "wallet-cache", which shared-kernel/package.json does not export',
  );
});
