// The npm registry mirror this project installs from lacks some platform builds of native packages (darwin and
// windows bindings of @rspack/binding, unrs-resolver, …). npm 11 then writes a lockfile that names them as optional
// dependencies without an entry of their own, and `npm ci` refuses it ("Missing: … from lock file").
// This drops those dangling optional names, which no install on this project's machines (linux) would use anyway.
// Run after `npm install`; .ci/run runs it before `npm ci`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};

/** Whether node resolution from `location` would find `name` among the lock's entries. */
function resolvable(location, name) {
  let base = location;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent === -1 ? '' : base.slice(0, parent);
  }
}

let pruned = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (!resolvable(location, name)) {
      delete entry.optionalDependencies[name];
      pruned += 1;
    }
  }
  if (Object.keys(entry.optionalDependencies).length === 0) delete entry.optionalDependencies;
}
if (pruned > 0) fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[prune-lockfile] ${pruned} dangling optional dependencies removed`);
