// `npm run new-remote -- <name>`: creates remotes/<name> — webpack config, route table, a first screen with its
// test and its side-menu entry, the package's scripts — and switches it on in host/public/remotes.json. The host needs
// no change: the build, the dev scripts and the server find a remote by its folder, and its paths and menus come from
// its route table.
//   --root <dir>   make it in another checkout (the scaffold's own test uses a temporary one)
//   --no-install   skip `npm install` (which links the new workspace and records it in package-lock.json)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST_DEV_PORT = 3000;

function fail(message) {
  console.error(`[new-remote] ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const rootAt = args.indexOf('--root');
const root = path.resolve(rootAt === -1 ? path.join(path.dirname(fileURLToPath(import.meta.url)), '..') : args[rootAt + 1] ?? '');
// The name is the one word that is neither a flag nor --root's value.
const name = args.find((arg, index) => !arg.startsWith('--') && (rootAt === -1 || index !== rootAt + 1));
if (!name) fail('usage: npm run new-remote -- <name> [--root <dir>] [--no-install]');
if (!/^[a-z][a-z0-9_]*$/.test(name)) fail(`"${name}": a remote name is lower-case letters, digits and _, starting with a letter`);

const remotesDir = path.join(root, 'remotes');
const dir = path.join(remotesDir, name);
if (fs.existsSync(dir)) fail(`${path.relative(root, dir)} already exists`);
const manifestFile = path.join(root, 'host', 'public', 'remotes.json');
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
if (manifest.remotes.some((remote) => remote.name === name)) fail(`remotes.json already has a remote named ${name}`);

/** Every other remote's package.json (a folder or a link to one). */
const siblings = fs
  .readdirSync(remotesDir)
  .map((folder) => path.join(remotesDir, folder, 'package.json'))
  .filter((file) => fs.existsSync(file))
  .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
// The next free port: existing remotes keep theirs.
const port = Math.max(HOST_DEV_PORT, ...siblings.map((pkg) => pkg.config?.devPort ?? 0)) + 1;
// The same dependencies as the worked example, markets (the shared singletons every remote imports).
const dependencies = JSON.parse(fs.readFileSync(path.join(remotesDir, 'markets', 'package.json'), 'utf8')).dependencies;

const title = name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');
const component = `${title.replace(/ (\w)/g, (_, letter) => letter.toUpperCase())}Screen`;
const routePath = `/${name}`;

const files = {
  'package.json': `${JSON.stringify(
    {
      name: `@matka/remote-${name}`,
      version: '0.1.0',
      private: true,
      description: `The ${name} remote.`,
      config: { devPort: port },
      scripts: {
        dev: 'webpack serve --config webpack.config.ts --mode development',
        build: 'webpack --config webpack.config.ts --mode production',
        release: 'node ../../scripts/release.mjs',
        test: `jest -c ../../jest.config.js --selectProjects unit --testPathPatterns /remotes/${name}/src/`,
        lint: 'eslint .',
        'check-types': 'tsc -p .',
      },
      dependencies,
    },
    null,
    2,
  )}\n`,
  'tsconfig.json': '{ "extends": "../../tsconfig.json", "include": ["src", "*.ts"] }\n',
  'webpack.config.ts': `import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: '${name}', kind: 'remote', dir: __dirname, title: 'Matka Bazar ${name} (standalone)' });
`,
  'src/index.ts': `// Async boundary: shared singletons are negotiated before any app code runs.
import('./bootstrap');
`,
  'src/bootstrap.tsx': `import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@matka/shared-kernel/ui';
import { routes } from './routes';

createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp name="${name}" routes={routes} />);
`,
  'src/routes.ts': `import type { RemoteRoute } from '@matka/shared-kernel/ui';

/**
 * The ${name} remote's screens. A path added here is served at once: remotes.json takes it from this table, and the
 * menu entries a route declares (side menu, footer, Home tiles, header; see shared-kernel/src/menus.ts) with it.
 */
export const routes: RemoteRoute[] = [
  {
    path: '${routePath}',
    title: '${title}',
    load: () => import('./screens/${component}'),
    // In the side menu while this remote is switched on: after Game Rates (90), before Change Password (100).
    menus: [{ place: 'side', label: '${title}', order: 95 }],
  },
];
`,
  [`src/screens/${component}.tsx`]: `import { Screen, SignedInAs } from '@matka/shared-kernel/ui';

/** ${routePath}: the ${name} remote's first screen. */
export default function ${component}() {
  return (
    <Screen title="${title}">
      <SignedInAs />
    </Screen>
  );
}
`,
  [`src/screens/${component}.test.tsx`]: `/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen } from '@matka/shared-kernel/testing';
import ${component} from './${component}';

test('shows its heading and who is signed in', () => {
  const store = createStore();
  store.set(sessionAtom, { username: 'Demo Player', mobile: '9876543210' });
  renderScreen(<${component} />, '${routePath}', store);
  expect(screen.getByRole('heading', { level: 1, name: '${title}' })).toBeTruthy();
  expect(screen.getByTestId('signed-in-as').textContent).toBe('Signed in as Demo Player');
});
`,
};

for (const [file, content] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
}
manifest.remotes.push({ name, manifest: `/remotes/${name}/mf-manifest.json`, enabled: true });
fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`[new-remote] created remotes/${name} (dev port ${port}, first screen ${routePath}) and switched it on in host/public/remotes.json`);

if (!args.includes('--no-install')) {
  const installed = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (installed.status !== 0) fail('npm install failed: run it yourself to link the new workspace');
  spawnSync(process.execPath, [path.join(root, 'scripts', 'prune-lockfile.mjs')], { cwd: root, stdio: 'inherit' });
}
console.log(`[new-remote] next: npm run dev -w remotes/${name} (standalone on http://localhost:${port}${routePath}), npm test -w remotes/${name}`);
