/**
 * The one webpack factory every app (host and remotes) calls. What it puts together lives in build/, one file per job:
 * the shared-singleton map (share-map.ts), the plugins (singletons, copy-public, route-paths, preload-startup), the
 * remotes of this repository (remote-apps.ts) and the dev server's remotes.json (dev-remotes-json.ts).
 * See docs/architecture.md for why each option is set the way it is.
 */
import path from 'node:path';
import { DefinePlugin, type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { routerBuild, sharedSingletons } from './build/share-map';
import { CopyPublicPlugin } from './build/copy-public-plugin';
import { SingletonsPlugin } from './build/singletons-plugin';
import { RoutePathsPlugin } from './build/route-paths-plugin';
import { PreloadStartupPlugin } from './build/preload-startup-plugin';
import { devPortOf, type RemoteApp } from './build/remote-apps';
import { devRemotesJsonMiddleware } from './build/dev-remotes-json';
import { indexHtml } from './build/index-html';
import { DEV_APP_KEY } from './shared-kernel/src/app-key';

export { remoteApps, type RemoteApp } from './build/remote-apps';

const INJECT_RUNTIME_PLUGIN_CJS = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = INJECT_RUNTIME_PLUGIN_CJS.replace(/\.cjs$/, '.js');

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
          if (devRemotes) middlewares.unshift(devRemotesJsonMiddleware(path.join(options.dir, 'public', 'remotes.json'), devRemotes));
          return middlewares;
        },
      },
    };
  };
}
