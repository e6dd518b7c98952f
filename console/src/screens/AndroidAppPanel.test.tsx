/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { AndroidAppPanel } from './AndroidAppPanel';

const uploaded = { file_name: 'matka-1.5.0.apk', bytes: 2048, sha256: 'ab'.repeat(32), uploaded_at: '2026-11-27T10:00:00Z', uploaded_by: 'owner' };

/** A fake operator API: no app yet, then the one uploaded; what was sent, with its content type. */
function fakeServer() {
  const sent: Array<{ url: string; type: string | undefined; body: unknown }> = [];
  let apk: typeof uploaded | null = null;
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      sent.push({ url, type: (init.headers as Record<string, string>)['content-type'], body: init.body });
      apk = uploaded;
      return { ok: true, status: 201, json: async () => ({ apk }) } as Response;
    }
    return { ok: true, status: 200, json: async () => ({ apk, paths: ['/app.apk', '/uploads/images/GT_1718623233.apk'], max_bytes: 4096 }) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

describe('the Android app panel', () => {
  test('says no app is uploaded yet; an upload sends the file as an APK and shows its checksum', async () => {
    const sent = fakeServer();
    render(<AndroidAppPanel />);
    await screen.findByText('No app uploaded yet: the download links answer 404.');
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'matka-1.5.0.apk', { type: 'application/vnd.android.package-archive' });
    fireEvent.change(screen.getByLabelText('New APK'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload the app' }));
    await screen.findByText(`Uploaded matka-1.5.0.apk, sha-256 ${uploaded.sha256}`);
    expect(sent).toEqual([{ url: '/operator/app/apk?file_name=matka-1.5.0.apk', type: 'application/vnd.android.package-archive', body: file }]);
    expect(await screen.findByText(uploaded.sha256)).toBeTruthy();
  });

  test('a file past APK_MAX_BYTES is refused before it is sent', async () => {
    const sent = fakeServer();
    render(<AndroidAppPanel />);
    await screen.findByText(/Served at/);
    fireEvent.change(screen.getByLabelText('New APK'), { target: { files: [new File([new Uint8Array(5000)], 'big.apk')] } });
    await screen.findByText('The file is larger than APK_MAX_BYTES (4,096 bytes)');
    expect((screen.getByRole('button', { name: 'Upload the app' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
  });
});
