import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Emits every file of the app's `public/` folder as-is (the host's remotes.json, icons). */
export class CopyPublicPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyPublicPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublicPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.publicDir)) return;
          for (const file of fs.readdirSync(this.publicDir, { recursive: true, withFileTypes: true })) {
            if (!file.isFile()) continue;
            const absolute = path.join(file.parentPath, file.name);
            compilation.fileDependencies.add(absolute);
            const source = new compiler.webpack.sources.RawSource(fs.readFileSync(absolute));
            compilation.emitAsset(path.relative(this.publicDir, absolute), source);
          }
        },
      );
    });
  }
}
