/**
 * The shared-singleton map: the packages and kernel modules every app shares, once in a page. The kernel's singletons
 * come from shared-kernel/singletons.json (which modules, and the version of their surface) and their files from the
 * kernel's package.json `exports`: neither list is written here.
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

// Explicit ranges: with npm workspaces hoisting, federation cannot infer them from each app's package.json.
const SHARED_RANGES = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  jotai: '~2.20.0',
  'styled-components': '^6.1.0',
  axios: '^1.13.0',
  zod: '^4.1.0',
} as const;

// Packages imported through subpaths (react/jsx-runtime, react-dom/client, jotai/utils, …) need a trailing-slash key
// too, or each subpath is bundled into every app.
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'jotai']);

// React Router is shared as the kernel's list of its exports (shared-kernel/src/router.ts), tree-shaken from the ES
// build that `routerBuild` names (the factory's alias): both package names, one instance, a quarter of the bytes.
const ROUTER_RANGE = '^7.9.0';
const ROUTER_VERSION: string = require('react-router/package.json').version;
const ROUTER_EXPORTS = path.join(ROOT, 'shared-kernel', 'src', 'router.ts');

/** React Router's ES build, which shared-kernel/src/router.ts re-exports from (`@matka/react-router-full`). */
export const routerBuild = (production: boolean) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', production ? 'production' : 'development', 'index.mjs');

/**
 * The kernel's shared singletons: the modules that must be one instance in a page (the session atoms, the API
 * transport, the call cache, the toasts, the shell's links), with the version of their surface. Every other kernel
 * module is stateless and bundled, tree-shaken, into each app that uses it: a remote built on a newer kernel brings
 * the new domain rules, schemas and UI pieces it uses with it.
 */
const kernelSingletons: { version: string; modules: string[] } = require('../shared-kernel/singletons.json');
const kernelExports: Record<string, string> = require('../shared-kernel/package.json').exports;

/** A singleton's file, from the kernel's `exports`: provided by path, the host provides it whether or not its own code imports it. */
export function kernelFile(module: string, exports: Record<string, string> = kernelExports): string {
  const file = exports[`./${module}`];
  if (!file) throw new Error(`shared-kernel/singletons.json names "${module}", which shared-kernel/package.json does not export`);
  return path.join(ROOT, 'shared-kernel', file);
}

interface SharedConfig {
  singleton: true;
  /** A page whose singleton does not satisfy the range fails to load the module that needs it: never a silent mix. */
  strictVersion: true;
  requiredVersion: string;
  version?: string;
  import?: string | false;
}

/**
 * The shared-singleton map: every app shares exactly these, once. `consumeOnly` (a remote's production build): the
 * kernel's singletons are the host's, never the remote's own copy (a second store of the session atoms would be a
 * silent mix), so the remote bundles no copy of them and a host without them fails its load.
 */
export function sharedSingletons(consumeOnly = false): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(SHARED_RANGES)) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: range };
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, strictVersion: true, requiredVersion: range };
  }
  for (const name of ['react-router', 'react-router-dom']) {
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: ROUTER_RANGE, version: ROUTER_VERSION, import: ROUTER_EXPORTS };
  }
  // Additive changes of the singletons' surface are minor versions (shared-kernel/singletons.json): a caret range.
  for (const module of kernelSingletons.modules) {
    shared[`@matka/shared-kernel/${module}`] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${kernelSingletons.version}`,
      version: kernelSingletons.version,
      import: consumeOnly ? false : kernelFile(module),
    };
  }
  return shared;
}
