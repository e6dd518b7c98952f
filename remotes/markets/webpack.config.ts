import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'markets', kind: 'remote', dir: __dirname, title: 'Matka Bazar markets (standalone)' });
