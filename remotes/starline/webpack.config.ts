import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'starline', kind: 'remote', dir: __dirname, port: 3002, title: 'Matka Bazar Starline (standalone)' });
