import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { sharedSingletons } from './share-map';
import { consumedShare, providedShares } from './shared-modules';
import { KERNEL_SURFACE_FILE, surfaceHash } from './surface-hash';

/** What a remote's build says it needs of the page's singletons (`needs.json`): share key → semver range. */
export const NEEDS_FILE = 'needs.json';
/** What the host's build provides (`provides.json`): share key → version. */
export const PROVIDES_FILE = 'provides.json';

/** shared-kernel/singletons.json: the singletons' version and its recorded surface. */
interface SingletonsRecord {
  version: string;
  surface: Record<string, Record<string, string>>;
}

/**
 * Writes the singletons this build consumes with the range it needs (a remote's `needs.json`, which
 * scripts/release.mjs copies into release.json), or the ones it provides with their versions (the host's
 * `provides.json`): the two sides release control compares before a release reaches a player. Taken from the
 * compilation, so only what the build really uses is listed.
 */
export class SingletonsPlugin {
  constructor(private readonly kind: 'host' | 'remote') {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SingletonsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SingletonsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const listing: Record<string, string> = {};
          if (this.kind === 'remote') {
            for (const module of compilation.modules) {
              const share = consumedShare(module);
              if (share?.singleton && typeof share.requiredVersion === 'string') listing[share.shareKey] = share.requiredVersion;
            }
          } else {
            const singletons = sharedSingletons();
            const isSingleton = (key: string) => key in singletons || Object.keys(singletons).some((prefix) => prefix.endsWith('/') && key.startsWith(prefix));
            for (const { key, version } of providedShares(compilation)) {
              if (isSingleton(key) && version) listing[key] = version;
            }
          }
          const sorted = Object.fromEntries(Object.entries(listing).sort(([a], [b]) => (a < b ? -1 : 1)));
          const file = this.kind === 'remote' ? NEEDS_FILE : PROVIDES_FILE;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
          if (this.kind === 'host') {
            // The surface of the kernel singletons' version the host provides, as recorded: release control refuses a
            // release of that version built on another surface (a singleton changed without a new version).
            const record = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'shared-kernel', 'singletons.json'), 'utf8')) as SingletonsRecord;
            const provided = { version: record.version, hash: surfaceHash(record.surface) };
            compilation.emitAsset(KERNEL_SURFACE_FILE, new compiler.webpack.sources.RawSource(`${JSON.stringify(provided, null, 2)}\n`));
          }
        },
      );
    });
  }
}
