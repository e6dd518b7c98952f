import { execFile } from 'node:child_process';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { ROUTE_PATHS_FILE } from '../shared-kernel/src/remotes-manifest';

const SCRIPTS = path.resolve(__dirname, '..', 'scripts');

/**
 * Writes the remote's route-table paths and menu entries to `routes.json` beside its mf-manifest.json, on every build
 * and dev-server rebuild: the server fills them into remotes.json (the host finds a path's remote and draws its menus
 * without loading every remote), so nobody keeps a copy by hand. The table is run in Node (scripts/route-paths.ts), in
 * a child process so each rebuild reads it fresh.
 */
export class RoutePathsPlugin {
  constructor(private readonly routesFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RoutePathsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RoutePathsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const listing = await routePathsOf(this.routesFile);
            compilation.emitAsset(ROUTE_PATHS_FILE, new compiler.webpack.sources.RawSource(listing));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${ROUTE_PATHS_FILE}: ${(error as Error).message}`));
          }
        },
      );
    });
  }
}

function routePathsOf(routesFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(SCRIPTS, 'route-paths.ts'), routesFile],
      { env: { ...process.env, TSX_TSCONFIG_PATH: path.join(SCRIPTS, 'route-paths.tsconfig.json') } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout)),
    );
  });
}
