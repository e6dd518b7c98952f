import { spawn } from 'node:child_process';
import path from 'node:path';
import { DefinePlugin, type Compiler, type Configuration } from 'webpack';
import { createAppConfig, remoteApps, type BuildEnv } from '../webpack.common';

// In development the host proxies the API and each remote's dev server, so remotes.json is the same file in
// development and in the all-in-one server: /remotes/<name>/mf-manifest.json.
const remotes = remoteApps();

const shell = createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  title: 'Matka Bazar',
  devRemotes: remotes,
  proxy: [
    { context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
    ...remotes.map(({ name, port }) => ({
      context: [`/remotes/${name}`],
      target: `http://127.0.0.1:${port}`,
      pathRewrite: { [`^/remotes/${name}`]: '' },
    })),
  ],
});

const dist = path.join(__dirname, 'dist');

/**
 * Renders a visitor's screens and Home's frame to HTML (src/prerender/render-pages.tsx, in Node through tsx, from
 * the built index.html) and emits them beside it, with the listing the server picks a page by.
 */
class PrerenderPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        async () => {
          const index = compilation.getAsset('index.html');
          if (!index) return;
          try {
            const files = await renderPages(index.source.source().toString());
            // Marked minimized: webpack's HTML minimizer would drop React's Suspense comments, which hydration reads.
            for (const [name, content] of Object.entries(files)) {
              compilation.emitAsset(name, new compiler.webpack.sources.RawSource(content), { minimized: true });
            }
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`prerender: ${(error as Error).message}`));
          }
        },
      );
    });
  }
}

function renderPages(template: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'src', 'prerender', 'render-pages.tsx')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The kernel's router list re-exports React Router's real build in Node (as for scripts/route-paths.ts).
        TSX_TSCONFIG_PATH: path.join(__dirname, '..', 'scripts', 'route-paths.tsconfig.json'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(err.trim() || `exit ${code}`));
      try {
        resolve(JSON.parse(out) as Record<string, string>);
      } catch (error) {
        reject(error as Error);
      }
    });
    child.stdin.end(template);
  });
}

/** The host build the worker belongs to: the shell compilation's hash, recorded when it is done (it runs first). */
let shellBuild = 'dev';
class RecordShellBuildPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('RecordShellBuildPlugin', (stats) => {
      shellBuild = stats.hash?.slice(0, 12) ?? shellBuild;
    });
  }
}

/**
 * The service worker (src/offline/service-worker.ts → /sw.js): its own small build, without the federation runtime,
 * run after the shell's (`dependencies`) so it is named after that build and the shell's `clean` leaves it alone.
 */
function serviceWorker(production: boolean): Configuration {
  return {
    name: 'service-worker',
    dependencies: ['host'],
    mode: production ? 'production' : 'development',
    target: 'webworker',
    context: __dirname,
    entry: { sw: './src/offline/service-worker.ts' },
    devtool: false,
    output: { path: dist, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [{ test: /\.ts$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } } }],
    },
    plugins: [new DefinePlugin({ __SHELL_BUILD__: DefinePlugin.runtimeValue(() => JSON.stringify(shellBuild), true) })],
    performance: { hints: false },
  };
}

export default (env: BuildEnv = {}, argv: { mode?: 'development' | 'production' | 'none' } = {}): Configuration[] => {
  const production = argv.mode !== 'development';
  const host = shell(env, argv);
  return [
    { ...host, name: 'host', plugins: [...(host.plugins ?? []), new RecordShellBuildPlugin(), ...(production ? [new PrerenderPlugin()] : [])] },
    serviceWorker(production),
  ];
};
