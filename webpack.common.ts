/**
 * The one webpack factory every app (host and remotes) calls, and the one map of shared singletons.
 * See docs/architecture.md for why each option is set the way it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DefinePlugin, type Compiler, type Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

// Explicit ranges: with npm workspaces hoisting, federation cannot infer them from each app's package.json.
const SHARED_RANGES = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  'react-router': '^7.9.0',
  'react-router-dom': '^7.9.0',
  jotai: '~2.20.0',
  'styled-components': '^6.1.0',
  axios: '^1.13.0',
  zod: '^4.1.0',
} as const;

// Packages imported through subpaths (react/jsx-runtime, react-dom/client, jotai/utils, …) need a trailing-slash key
// too, or each subpath is bundled into every app.
const WITH_SUBPATHS = new Set(['react', 'react-dom', 'react-router', 'jotai']);

const kernelVersion: string = require('./shared-kernel/package.json').version;

interface SharedConfig {
  singleton: true;
  requiredVersion: string;
  version?: string;
}

/** The shared-singleton map: every app shares exactly these, once. */
export function sharedSingletons(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const [name, range] of Object.entries(SHARED_RANGES)) {
    shared[name] = { singleton: true, requiredVersion: range };
    if (WITH_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion: range };
  }
  // shared-kernel has no root export: only subpaths (/domain, /contract, /api, /session, /ui).
  shared['@matka/shared-kernel/'] = { singleton: true, requiredVersion: kernelVersion, version: kernelVersion };
  return shared;
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

export type AppKind = 'host' | 'remote';

export interface AppOptions {
  /** Federation name, also the webpack uniqueName: `host`, `markets`, … */
  name: string;
  kind: AppKind;
  /** The app's folder (its webpack.config.ts passes __dirname). */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Page title of the app's own index.html (the host's, or a remote's standalone page). */
  title: string;
  /** Dev-server proxies (the host forwards /api and /remotes/<name> to the other dev servers). */
  proxy?: NonNullable<Configuration['devServer']>['proxy'];
}

interface WebpackArgv {
  mode?: 'development' | 'production' | 'none';
}

/** Builds the webpack configuration of one app; `argv` is what webpack-cli passes. */
export function createAppConfig(options: AppOptions) {
  return (_env: unknown, argv: WebpackArgv = {}): Configuration => {
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
        path: path.join(options.dir, 'dist'),
        publicPath: 'auto',
        uniqueName: options.name,
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
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
          shared: sharedSingletons(),
          manifest: true,
          dts: false,
          // One dead remote must not fail the others' init.
          shareStrategy: 'loaded-first',
          experiments: isRemote
            ? { externalRuntime: !standaloneDev }
            : { provideExternalRuntime: true },
        }),
        new CopyPublicPlugin(path.join(options.dir, 'public')),
        // The app_key every API call carries (the server checks it); set MATKA_APP_KEY when building for production.
        new DefinePlugin({ __MATKA_APP_KEY__: JSON.stringify(process.env.MATKA_APP_KEY ?? 'matka-bazar-dev-app-key') }),
        ...(isRemote && production
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'scripts', 'index.html'),
                title: options.title,
                chunks: ['main'],
                icon: isRemote ? undefined : '/favicon.svg',
              }),
            ]),
      ],
      performance: { hints: false },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: options.proxy,
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}
