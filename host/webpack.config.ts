import { createAppConfig } from '../webpack.common';

// In development the host proxies the API and each remote's dev server, so remotes.json is the same file in
// development and in the all-in-one server: /remotes/<name>/mf-manifest.json.
const REMOTE_DEV_PORTS = { markets: 3001, starline: 3002, gali: 3003, wallet: 3004, histories: 3005 } as const;

export default createAppConfig({
  name: 'host',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  title: 'Matka Bazar',
  proxy: [
    { context: ['/api'], target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
    ...Object.entries(REMOTE_DEV_PORTS).map(([name, port]) => ({
      context: [`/remotes/${name}`],
      target: `http://127.0.0.1:${port}`,
      pathRewrite: { [`^/remotes/${name}`]: '' },
    })),
  ],
});
