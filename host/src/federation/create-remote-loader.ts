import { RemoteLoader } from './remote-loader';
import { fetchRemotesManifest } from './remotes-manifest';

/** remotes.json, fetched and validated, turned into the host's RemoteLoader. */
export async function createRemoteLoader(): Promise<RemoteLoader> {
  return new RemoteLoader(await fetchRemotesManifest());
}
