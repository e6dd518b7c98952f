/**
 * The one webpack factory every app (host and remotes) calls, and the one map of shared singletons.
 * See docs/architecture.md for why each option is set the way it is.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { DefinePlugin, type Compilation, type Compiler, type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DEV_APP_KEY } from './shared-kernel/src/app-key';
import { ROUTE_PATHS_FILE, parseRemotesManifest, routePathsSchema, withBuiltRoutes, type RoutePaths } from './shared-kernel/src/remotes-manifest';

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
// build that the alias below names: both package names, one instance, a quarter of the bytes.
const ROUTER_RANGE = '^7.9.0';
const ROUTER_VERSION: string = require('react-router/package.json').version;
const ROUTER_EXPORTS = path.join(__dirname, 'shared-kernel', 'src', 'router.ts');
const routerBuild = (production: boolean) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', production ? 'production' : 'development', 'index.mjs');

const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');

/**
 * The kernel's shared singletons: the modules that must be one instance in a page (the session atoms, the API
 * transport, the call cache, the toasts, the shell's links; shared-kernel/singletons.json), with the version of their
 * surface. Every other kernel module is stateless and bundled, tree-shaken, into each app that uses it: a remote built
 * on a newer kernel brings the new domain rules, schemas and UI pieces it uses with it.
 */
const kernelSingletons: { version: string; modules: string[] } = require('./shared-kernel/singletons.json');
const kernelExports: Record<string, string> = require('./shared-kernel/package.json').exports;
/** A singleton's file: provided by path, the host provides it whether or not its own code imports it. */
const kernelFile = (module: string) => path.join(__dirname, 'shared-kernel', kernelExports[`./${module}`] ?? `missing export ./${module}`);

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

/** What a remote's build says it needs of the page's singletons (`needs.json`): share key → semver range. */
export const NEEDS_FILE = 'needs.json';
/** What the host's build provides (`provides.json`): share key → version. */
export const PROVIDES_FILE = 'provides.json';

/**
 * Writes the singletons this build consumes with the range it needs (a remote's `needs.json`, which
 * scripts/release.mjs copies into release.json), or the ones it provides with their versions (the host's
 * `provides.json`): the two sides release control compares before a release reaches a player. Taken from the
 * compilation, so only what the build really uses is listed.
 */
class SingletonsPlugin {
  constructor(private readonly kind: AppKind) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SingletonsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SingletonsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const singletons = sharedSingletons();
          const listing: Record<string, string> = {};
          for (const module of compilation.modules) {
            if (this.kind === 'remote' && module.type === 'consume-shared-module') {
              const { shareKey, requiredVersion, singleton } = (module as unknown as { options: { shareKey: string; requiredVersion: unknown; singleton: boolean } }).options;
              if (singleton && typeof requiredVersion === 'string') listing[shareKey] = requiredVersion;
            }
            if (this.kind === 'host' && module.type === 'provide-module') {
              const { _name: name, _version: version } = module as unknown as { _name: string; _version: unknown };
              const key = singletons[name] ? name : Object.keys(singletons).find((prefix) => prefix.endsWith('/') && name.startsWith(prefix));
              if (key && typeof version === 'string') listing[name] = version;
            }
          }
          const sorted = Object.fromEntries(Object.entries(listing).sort(([a], [b]) => (a < b ? -1 : 1)));
          const file = this.kind === 'remote' ? NEEDS_FILE : PROVIDES_FILE;
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
        },
      );
    });
  }
}

/** Emits every file of the app's `public/` folder as-is (the host's remotes.json, icons). */
class CopyPublicPlugin {
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

/**
 * Writes the remote's route-table paths and menu entries to `routes.json` beside its mf-manifest.json, on every build
 * and dev-server rebuild: the server fills them into remotes.json (the host finds a path's remote and draws its menus
 * without loading every remote), so nobody keeps a copy by hand. The table is run in Node (scripts/route-paths.ts), in
 * a child process so each rebuild reads it fresh.
 */
class RoutePathsPlugin {
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
      ['--import', 'tsx', path.join(__dirname, 'scripts', 'route-paths.ts'), routesFile],
      { env: { ...process.env, TSX_TSCONFIG_PATH: path.join(__dirname, 'scripts', 'route-paths.tsconfig.json') } },
      (error, stdout, stderr) => (error ? reject(new Error(stderr.trim() || error.message)) : resolve(stdout)),
    );
  });
}

/** scripts/index.html with the app's title and icon filled in. */
function indexHtml(title: string, icon: string | undefined): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return fs
    .readFileSync(path.join(__dirname, 'scripts', 'index.html'), 'utf8')
    .replace('<!-- title -->', escape(title))
    .replace('<!-- icon -->', icon ? appHead(escape(icon)) : '');
}

/** The host's icons and web app manifest (host/public; drawn by scripts/make-icons.mjs). */
function appHead(svgIcon: string): string {
  return [
    '<link rel="icon" href="/favicon.ico" sizes="32x32" />',
    `<link rel="icon" href="${svgIcon}" type="image/svg+xml" />`,
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
  ].join('\n    ');
}

/** What a page is named to preload (`PreloadStartupPlugin`), by chunk group (`webpackChunkName`). */
interface StartupGroups {
  /** Wanted by every page: preloaded by index.html itself. */
  page: string[];
  /** Wanted by a page on a remote's route only: listed in `remote-route-preloads.json`, which the server adds. */
  remoteRoutes: string[];
}

/** The host's file listing what a remote route's page preloads from the host (read by api/src/http/remote-hints.ts). */
const REMOTE_ROUTE_PRELOADS = 'remote-route-preloads.json';

/**
 * The script files a set of chunk groups runs: their own chunks and the chunks of every shared package they
 * consume, followed through those packages' own shared imports. Biggest first: the longest download starts first.
 */
function startupFiles(compilation: Compilation, groupNames: string[]): string[] {
  const { chunkGraph } = compilation;
  type Provider = { _name?: string; blocks: Array<Parameters<typeof chunkGraph.getBlockChunkGroup>[0]> };
  const providers = new Map<string, Provider>();
  for (const module of compilation.modules) {
    const provider = module as unknown as Provider;
    if (module.type === 'provide-module' && provider._name) providers.set(provider._name, provider);
  }
  const chunks = new Set(groupNames.flatMap((name) => compilation.namedChunkGroups.get(name)?.chunks ?? []));
  const seenKeys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = (module as unknown as { options: { shareKey: string } }).options.shareKey;
      if (seenKeys.has(key)) continue;
      seenKeys.add(key);
      for (const block of providers.get(key)?.blocks ?? []) {
        for (const provided of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) chunks.add(provided);
      }
    }
  }
  const sizeOf = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort((a, b) => sizeOf(b) - sizeOf(a));
}

/**
 * Names in the host's page what its first render cannot do without — the `bootstrap` chunk and the shared packages it
 * consumes (React, the router, jotai, styled-components, the kernel's UI) — as `<link rel="preload">`, and writes
 * what a remote route's page needs on top (the remote loader, the API client and the contract) to
 * `remote-route-preloads.json` for the server to add to those pages. Without the hints a phone learns of these files
 * only after main.js — the federation runtime — has arrived and run: a round trip and a slow parse later.
 */
class PreloadStartupPlugin {
  constructor(private readonly groups: StartupGroups) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadStartupPlugin', (compilation) => {
      // Worked out once the chunk files are named; the page's tags are made later, from the same list.
      let onEveryPage: string[] = [];
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartupPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
        () => {
          onEveryPage = startupFiles(compilation, this.groups.page);
          const files = startupFiles(compilation, this.groups.remoteRoutes).filter((file) => !onEveryPage.includes(file));
          const listing = JSON.stringify({ remoteRoutes: files.map((file) => `/${file}`) }, null, 2);
          compilation.emitAsset(REMOTE_ROUTE_PRELOADS, new compiler.webpack.sources.RawSource(listing));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('PreloadStartupPlugin', (data) => {
        // main.js goes first and at high priority: it starts remotes.json, the remote and the player's first calls,
        // a chain of round trips longer than any of these downloads.
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        const links = onEveryPage.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `/${file}`, fetchpriority: 'low' }),
        );
        data.assetTags.scripts.push(...links);
        return data;
      });
    });
  }
}

/** One remote of this repository: a folder under remotes/. */
export interface RemoteApp {
  name: string;
  dir: string;
  /** Its dev-server port: `config.devPort` in its package.json, fixed when the remote is made (npm run new-remote). */
  port: number;
}

/** Every remote under `<root>/remotes/`, found by its folder: adding one needs no list edited. */
export function remoteApps(root: string = __dirname): RemoteApp[] {
  const folder = path.join(root, 'remotes');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'package.json')))
    .map((entry) => {
      const dir = path.join(folder, entry.name);
      return { name: entry.name, dir, port: devPortOf(dir) };
    });
}

function devPortOf(dir: string): number {
  const port: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))?.config?.devPort;
  if (typeof port !== 'number') throw new Error(`${dir}/package.json has no config.devPort`);
  return port;
}

/**
 * remotes.json in development, as the server answers it in production (api/src/http/served-remotes.ts): the
 * operators' file with each remote's paths and menus filled in from its dev server's routes.json (none while it is
 * down).
 */
async function devRemotesJson(operatorsFile: string, remotes: RemoteApp[]): Promise<string> {
  const text = await fs.promises.readFile(operatorsFile, 'utf8');
  const parsed = parseRemotesManifest(JSON.parse(text));
  if ('error' in parsed) return text;
  const built = new Map<string, RoutePaths>();
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const response = await fetch(`http://127.0.0.1:${remote.port}/${ROUTE_PATHS_FILE}`, { signal: AbortSignal.timeout(2000) });
        const listing = routePathsSchema.safeParse(await response.json());
        if (listing.success) built.set(remote.name, listing.data);
      } catch {
        // Its dev server is not up (yet): its routes show the unavailable page until it is.
      }
    }),
  );
  return JSON.stringify(withBuiltRoutes(parsed.manifest, (name) => built.get(name) ?? null), null, 2);
}

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** Federation name, also the webpack uniqueName: `host`, `markets`, … */
  name: string;
  kind: AppKind;
  /** The app's folder (its webpack.config.ts passes __dirname). */
  dir: string;
  /** Dev-server port (a remote's is its package.json's `config.devPort`). */
  port?: number;
  /** Page title of the app's own index.html (the host's, or a remote's standalone page). */
  title: string;
  /** Dev-server proxies (the host forwards /api and /remotes/<name> to the other dev servers). */
  proxy?: NonNullable<Configuration['devServer']>['proxy'];
  /** The host's dev server answers /remotes.json with these remotes' paths filled in. */
  devRemotes?: RemoteApp[];
}

interface WebpackArgv {
  mode?: 'development' | 'production' | 'none';
}

/** `--env` values: a versioned release (scripts/release.mjs) builds into its own folder, with its own chunk global. */
export interface BuildEnv {
  /** Where the build goes instead of `<app>/dist`. */
  outputPath?: string;
  /**
   * Names this build's chunk-loading global (`webpackChunk_<name>_<buildId>`): two releases of one remote in one page
   * (the shell takes a new release on the next navigation) must not read each other's chunks by their equal ids.
   */
  buildId?: string;
}

/** Builds the webpack configuration of one app; `argv` is what webpack-cli passes. */
export function createAppConfig(options: AppOptions) {
  return (env: BuildEnv = {}, argv: WebpackArgv = {}): Configuration => {
    const production = argv.mode !== 'development';
    const isRemote = options.kind === 'remote';
    // The remoteEntry leaves the federation runtime to the host (provideExternalRuntime). A remote served on its own
    // (dev) is its own host and needs the runtime bundled.
    const standaloneDev = isRemote && !production;

    return {
      mode: production ? 'production' : 'development',
      context: options.dir,
      // A built remote is only ever mounted by the host, so it ships its remoteEntry alone; in development it also
      // serves its own page (standalone).
      entry: isRemote && production ? {} : { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: env.outputPath ?? path.join(options.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: options.name,
        ...(env.buildId ? { chunkLoadingGlobal: `webpackChunk_${options.name}_${env.buildId}` } : {}),
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          // What shared-kernel/src/router.ts re-exports from: React Router's ES build, so it tree-shakes.
          '@matka/react-router-full$': routerBuild(production),
          // provideExternalRuntime adds its runtime plugin by its CommonJS path, which pulls a CommonJS copy of the
          // federation runtime in beside the ES one the host already bundles: point it at the ES build (one runtime).
          ...(isRemote ? {} : { [`${INJECT_RUNTIME_PLUGIN_CJS}$`]: INJECT_RUNTIME_PLUGIN_ESM }),
        },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: isRemote ? 'remoteEntry.js' : undefined,
          exposes: isRemote ? { './routes': './src/routes.ts' } : undefined,
          remotes: isRemote ? undefined : {},
          shared: sharedSingletons(isRemote && production),
          manifest: true,
          dts: false,
          // One dead remote must not fail the others' init.
          shareStrategy: 'loaded-first',
          experiments: isRemote
            ? { externalRuntime: !standaloneDev }
            : { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new CopyPublicPlugin(path.join(options.dir, 'public')),
        new SingletonsPlugin(options.kind),
        ...(isRemote ? [new RoutePathsPlugin(path.join(options.dir, 'src', 'routes.ts'))] : []),
        ...(isRemote ? [] : [new PreloadStartupPlugin({ page: ['bootstrap'], remoteRoutes: ['remote-loader', 'api-client'] })]),
        // The app_key every API call carries (the server checks it); set MATKA_APP_KEY when building for production.
        new DefinePlugin({ __MATKA_APP_KEY__: JSON.stringify(process.env.MATKA_APP_KEY ?? DEV_APP_KEY) }),
        ...(isRemote && production
          ? []
          : [
              new HtmlWebpackPlugin({
                // The page as a string, not a template file: a template is compiled by a child compiler, which would
                // also build the provided shared modules (in Node's chunk format) into dist.
                templateContent: indexHtml(options.title, isRemote ? undefined : '/favicon.svg'),
                chunks: ['main'],
                // Absolute, so a deep link (/a/b) still finds the script.
                publicPath: '/',
              }),
            ]),
      ],
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // Each shared package (and each of its subpaths: react/jsx-runtime, jotai/vanilla/utils, …) is provided as its
        // own chunk; the host's first screen needs all of React's and all of jotai's. One chunk per family instead of
        // eleven saves a phone round trips on an HTTP/1.1 connection pool.
        splitChunks: isRemote
          ? undefined
          : {
              cacheGroups: {
                react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'async', enforce: true },
                jotai: { test: /[\\/]node_modules[\\/]jotai[\\/]/, name: 'jotai', chunks: 'async', enforce: true },
              },
            },
      },
      devServer: {
        port: options.port ?? devPortOf(options.dir),
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: options.proxy,
        client: { overlay: { warnings: false, errors: true } },
        setupMiddlewares: (middlewares) => {
          const { devRemotes } = options;
          if (!devRemotes) return middlewares;
          middlewares.unshift({
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_request: unknown, response: ServerResponse, next: (error: unknown) => void) => {
              devRemotesJson(path.join(options.dir, 'public', 'remotes.json'), devRemotes).then((json) => {
                response.setHeader('Content-Type', 'application/json');
                response.setHeader('Cache-Control', 'no-store');
                response.end(json);
              }, next);
            },
          });
          return middlewares;
        },
      },
    };
  };
}
