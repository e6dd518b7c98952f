import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'histories', kind: 'remote', dir: __dirname, port: 3005, title: 'Matka Bazar histories (standalone)' });
