// The console is a plain webpack app, not a federated one: the players' shell never loads it and it shares nothing at
// runtime with the remotes. It reuses the repository's page (scripts/index.html) and TypeScript set-up; its files are
// served by the API server under /console/ (api/src/http/console.routes.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const page = fs
  .readFileSync(path.join(__dirname, '..', 'scripts', 'index.html'), 'utf8')
  .replace('<!-- title -->', 'Matka Bazar Console')
  .replace('<!-- icon -->', '<meta name="robots" content="noindex" />');

export default (_env: unknown, argv: { mode?: Configuration['mode'] } = {}): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: { main: './src/index.tsx' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/console/',
      uniqueName: 'console',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } } }],
    },
    plugins: [new HtmlWebpackPlugin({ templateContent: page, publicPath: '/console/' })],
    performance: { hints: false },
    devServer: {
      port: 3010,
      historyApiFallback: { index: '/console/index.html' },
      devMiddleware: { publicPath: '/console/' },
      proxy: [{ context: ['/operator'], target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}` }],
    },
  };
};
