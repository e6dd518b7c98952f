import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'starline', kind: 'remote', dir: __dirname, title: 'Matka Bazar Starline (standalone)' });
