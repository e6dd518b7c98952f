import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REMOTE_REPORT_URL, remoteReportSchema } from '@matka/shared-kernel/remotes';
import { remoteReporter } from './report-remote';

/** A fake API answering every report with `status`, recording what it got. */
let server: http.Server;
let base: string;
let status = 202;
const received: Array<{ method: string; url: string; type: string | undefined; body: unknown }> = [];
let arrived: (() => void) | null = null;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', type: request.headers['content-type'], body: JSON.parse(raw) as unknown });
      response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      arrived?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  status = 202;
});

/** Resolves once the fake API has had `count` reports. */
function reports(count: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (received.length >= count ? resolve() : undefined);
    arrived = check;
    check();
  });
}

test('posts a failure as JSON to the report URL, in the shape the kernel gives it', async () => {
  const report = remoteReporter(`${base}${REMOTE_REPORT_URL}`);
  report({ remote: 'markets', release: '0.1.0-abcdef0123', outcome: 'failure', reason: 'screen: boom' });
  await reports(1);
  expect(received).toEqual([
    {
      method: 'POST',
      url: '/api/remote-report',
      type: 'application/json',
      body: { remote: 'markets', release: '0.1.0-abcdef0123', outcome: 'failure', reason: 'screen: boom' },
    },
  ]);
  expect(remoteReportSchema.safeParse(received[0]?.body).success).toBe(true);
});

test('each outcome of a release once a page: a second load or failure of it is not sent again', async () => {
  const report = remoteReporter(`${base}${REMOTE_REPORT_URL}`);
  report({ remote: 'markets', release: 'r1', outcome: 'load' });
  report({ remote: 'markets', release: 'r1', outcome: 'load' });
  report({ remote: 'markets', release: 'r1', outcome: 'failure', reason: 'screen: a' });
  report({ remote: 'markets', release: 'r1', outcome: 'failure', reason: 'screen: b' });
  report({ remote: 'markets', release: 'r2', outcome: 'load' });
  report({ remote: 'wallet', release: 'r1', outcome: 'load' });
  await reports(4);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(received.map(({ body }) => body)).toEqual(
    expect.arrayContaining([
      { remote: 'markets', release: 'r1', outcome: 'load' },
      { remote: 'markets', release: 'r1', outcome: 'failure', reason: 'screen: a' },
      { remote: 'markets', release: 'r2', outcome: 'load' },
      { remote: 'wallet', release: 'r1', outcome: 'load' },
    ]),
  );
  expect(received).toHaveLength(4);
});

test('a long reason is cut to what the schema takes', async () => {
  const report = remoteReporter(`${base}${REMOTE_REPORT_URL}`);
  report({ remote: 'markets', release: 'r1', outcome: 'failure', reason: `routes: ${'x'.repeat(500)}` });
  await reports(1);
  const body = received[0]?.body as { reason: string };
  expect(body.reason).toHaveLength(200);
  expect(remoteReportSchema.safeParse(body).success).toBe(true);
});

test('fire-and-forget: a 404, or no server at all, costs the caller nothing', async () => {
  status = 404;
  const report = remoteReporter(`${base}${REMOTE_REPORT_URL}`);
  expect(report({ remote: 'markets', release: 'r1', outcome: 'load' })).toBeUndefined();
  await reports(1);
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const nowhere = remoteReporter('http://127.0.0.1:1/api/remote-report');
    expect(nowhere({ remote: 'markets', release: 'r1', outcome: 'load' })).toBeUndefined();
    const throwing = remoteReporter('/api/remote-report', () => {
      throw new TypeError('no fetch here');
    });
    expect(() => throwing({ remote: 'markets', release: 'r1', outcome: 'load' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
