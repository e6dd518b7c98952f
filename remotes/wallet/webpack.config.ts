import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'wallet', kind: 'remote', dir: __dirname, title: 'Matka Bazar wallet (standalone)' });
