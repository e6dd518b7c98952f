import { RemoteLoader } from './remote-loader';
import { fetchRemotesManifest } from './remotes-manifest';
import { REMOTES_MANIFEST_URL } from './paths';

/** remotes.json, fetched (or taken from a fetch already under way) and validated, turned into the RemoteLoader. */
export async function createRemoteLoader(started?: Promise<Response>): Promise<RemoteLoader> {
  const fetchImpl: typeof fetch = started ? () => started : fetch;
  return new RemoteLoader(await fetchRemotesManifest(REMOTES_MANIFEST_URL, fetchImpl));
}
