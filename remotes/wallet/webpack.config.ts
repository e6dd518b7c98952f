import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'wallet', kind: 'remote', dir: __dirname, port: 3004, title: 'Matka Bazar wallet (standalone)' });
