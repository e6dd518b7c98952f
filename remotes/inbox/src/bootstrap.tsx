import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@matka/shared-kernel/ui';
import { routes } from './routes';

createRoot(document.getElementById('root') as HTMLElement).render(<StandaloneApp name="inbox" routes={routes} />);
