import { createAppConfig } from '../../webpack.common';

export default createAppConfig({ name: 'histories', kind: 'remote', dir: __dirname, title: 'Matka Bazar histories (standalone)' });
