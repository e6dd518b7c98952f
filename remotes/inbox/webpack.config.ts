import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'inbox', kind: 'remote', dir: __dirname, title: 'Matka Bazar inbox (standalone)' });
