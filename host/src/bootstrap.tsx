import { createRoot } from 'react-dom/client';
import { App } from './App';
import { RemoteLoader } from './federation/remote-loader';
import { fetchRemotesManifest } from './federation/remotes-manifest';

async function start(): Promise<void> {
  const manifest = await fetchRemotesManifest();
  const loader = new RemoteLoader(manifest);
  createRoot(document.getElementById('root') as HTMLElement).render(<App loader={loader} />);
}

void start();
