import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'gali', kind: 'remote', dir: __dirname, title: 'Matka Bazar Gali Disawar (standalone)' });
