import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'markets', kind: 'remote', dir: __dirname, port: 3001, title: 'Matka Bazar markets (standalone)' });
