import { useState } from 'react';
import type { OperatorAnswer } from '@matka/shared-kernel/operator-contract';
import { upload } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import { useMay } from '../me';
import { useLoad } from '../use-load';
import { useOutcome } from '../use-outcome';

type ApkAnswer = OperatorAnswer<'app.apk.show'>;

/**
 * The Android app players download (the field apps' "Download App"): the file served now, its size and SHA-256 (to
 * compare with the build's), where it is served; an owner uploads a new one here (the CLI's `app upload`).
 */
export function AndroidAppPanel() {
  const { data, loading, error, reload } = useLoad<ApkAnswer>('/operator/app/apk');
  const may = useMay();
  const [file, setFile] = useState<File | null>(null);
  const { outcome, run } = useOutcome();
  const tooLarge = file !== null && data !== null && file.size > data.max_bytes;
  const send = async () => {
    if (!file) return;
    const sent = await run(() => upload('app.apk.upload', file, { query: { file_name: file.name } }), (answer) => `Uploaded ${answer.apk.file_name}, sha-256 ${answer.apk.sha256}`);
    if (sent) reload();
  };
  return (
    <section className="panel" aria-labelledby="android-app">
      <h2 id="android-app">Android app</h2>
      <Loading loading={loading && !data} error={error} />
      {data && (
        <>
          {data.apk ? (
            <dl>
              <dt>File</dt>
              <dd>{data.apk.file_name}</dd>
              <dt>Size</dt>
              <dd>{data.apk.bytes.toLocaleString('en-IN')} bytes</dd>
              <dt>SHA-256</dt>
              <dd><code>{data.apk.sha256}</code></dd>
              <dt>Uploaded</dt>
              <dd>{new Date(data.apk.uploaded_at).toLocaleString('en-IN')} by {data.apk.uploaded_by}</dd>
            </dl>
          ) : (
            <p>No app uploaded yet: the download links answer 404.</p>
          )}
          {data.paths && <p>Served at {data.paths.join(', ')}</p>}
        </>
      )}
      {may('android-app') && (
        <form onSubmit={(event) => event.preventDefault()}>
          <Notice error={outcome.error ?? (tooLarge ? `The file is larger than APK_MAX_BYTES (${data?.max_bytes.toLocaleString('en-IN')} bytes)` : null)} info={outcome.info} />
          <label>
            New APK
            <input type="file" accept=".apk,application/vnd.android.package-archive" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </label>
          <ActionButton onAction={send} disabled={!file || tooLarge} busy="Uploading…" label="Upload the app">Upload</ActionButton>
        </form>
      )}
    </section>
  );
}
