import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'gali', kind: 'remote', dir: __dirname, port: 3003, title: 'Matka Bazar Gali Disawar (standalone)' });
