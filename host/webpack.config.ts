import { createAppConfig, remoteApps } from '../webpack.common';

// In development the host proxies the API and each remote's dev server, so remotes.json is the same file in
// development and in the all-in-one server: /remotes/<name>/mf-manifest.json.
const remotes = remoteApps();

export default createAppConfig({
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
