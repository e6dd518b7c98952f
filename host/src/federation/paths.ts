// The kernel's path rules, imported by file rather than as `@matka/shared-kernel/remotes`: the entry script
// (early-fetches.ts, host-paths.ts) runs before the share scope exists, so it cannot consume a shared module. The file
// has no imports; its few bytes are bundled into main.js.
export { listsPath, normalisePath } from '../../../shared-kernel/src/route-path';

/** Where the operators' manifest of remotes is served. */
export const REMOTES_MANIFEST_URL = '/remotes.json';
