import fs from 'node:fs';
import path from 'node:path';
import { writeBuild } from '@matka/release-control/testing';

// A remote's build and a release of it are release control's fixtures; the web root around them is the API's.
export { writeBuild, writeRelease } from '@matka/release-control/testing';

/**
 * A server's web root as the API tests need it: a built host page, markets' and wallet's `npm run build` output and
 * the operators' remotes.json listing both, and an empty releases folder. Answers the paths a harness takes.
 */
export function writeWebRoot(root: string) {
  const releasesDir = path.join(root, 'releases');
  fs.mkdirSync(path.join(root, 'host', 'dist'), { recursive: true });
  fs.mkdirSync(releasesDir, { recursive: true });
  fs.writeFileSync(path.join(root, 'host', 'dist', 'index.html'), '<html><head></head><body></body></html>');
  writeBuild(path.join(root, 'remotes', 'markets', 'dist'), 'markets', ['/imp']);
  writeBuild(path.join(root, 'remotes', 'wallet', 'dist'), 'wallet', ['/imp7', '/addfund']);
  fs.writeFileSync(
    path.join(root, 'remotes.json'),
    JSON.stringify({
      remotes: [
        { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true },
        { name: 'wallet', manifest: '/remotes/wallet/mf-manifest.json', enabled: true },
      ],
    }),
  );
  return { releasesDir, env: { SERVE_WEB: 'true', WEB_ROOT: root, REMOTES_MANIFEST: path.join(root, 'remotes.json'), RELEASES_DIR: releasesDir } };
}
