import { createRoot } from 'react-dom/client';
import { App } from './App';
import { remoteLoading } from './federation/start-remote-loading';

createRoot(document.getElementById('root') as HTMLElement).render(<App remotes={remoteLoading(window.location.pathname)} />);
