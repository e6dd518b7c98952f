import net from 'node:net';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

/** A raw connection to the server that records what it was answered and when it was closed. */
function connect(port: number): Promise<{ socket: net.Socket; received: () => string; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const opened = performance.now();
    const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - opened)));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => received, closed }));
    socket.once('error', reject);
  });
}

const POST_HEAD = (length: number) =>
  `POST /api/api-user-login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

// Issue 25, item 5: 100 connections sending one byte every 5 s stayed open for 330 s, and 20,000 of them took every
// file descriptor. A request must arrive whole within REQUEST_TIMEOUT_MS (30 s; 1 s here, so the test need not wait
// half a minute), an idle connection closes after KEEP_ALIVE_TIMEOUT_MS, and each address has a connection cap.
describe.each(testDatabases())('slow clients on $mode', (kind) => {
  let api: Harness;
  let port: number;
  beforeAll(async () => {
    api = await startHarness(kind, { REQUEST_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '500', MAX_CONNECTIONS_PER_ADDRESS: '120' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    port = (api.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => api?.close());

  test('100 connections dripping a body one byte at a time are answered 408 and closed once the request time is up', async () => {
    const clients = await Promise.all(Array.from({ length: 100 }, () => connect(port)));
    for (const client of clients) client.socket.write(POST_HEAD(200));
    const drip = setInterval(() => {
      for (const client of clients) if (!client.socket.destroyed) client.socket.write('{');
    }, 200);
    try {
      const closedAfter = await Promise.all(clients.map((client) => client.closed));
      // Closed after the 1 s allowed (checked every half second), long before the body could have arrived.
      expect(Math.max(...closedAfter)).toBeLessThan(10_000);
      expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(900);
      expect(clients.every((client) => client.received().startsWith('HTTP/1.1 408'))).toBe(true);
    } finally {
      clearInterval(drip);
    }
  });

  test('a connection that sends nothing is closed too, and one that finished its request closes when idle', async () => {
    const silent = await connect(port);
    expect(await silent.closed).toBeLessThan(10_000);
    const done = await connect(port);
    const body = JSON.stringify({ app_key: 'test-app-key-0001', mobile: '9000002551', password: 'x' });
    done.socket.write(`${POST_HEAD(body.length)}${body}`);
    expect(await done.closed).toBeLessThan(10_000);
    expect(done.received()).toMatch(/^HTTP\/1.1 404/);
  });

  test('past the cap of connections per address, one more is answered 429 and closed; a freed place is taken again', async () => {
    const held = await Promise.all(Array.from({ length: 120 }, () => connect(port)));
    // Open, not yet timed out (the test is over well within the second they are allowed).
    const extra = await connect(port);
    expect(await extra.closed).toBeLessThan(5_000);
    expect(extra.received()).toMatch(/^HTTP\/1.1 429 Too Many Requests\r\n[\s\S]*Too many connections from your address/);
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = await connect(port);
    const health = await new Promise<string>((resolve) => {
      again.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      again.socket.once('close', () => resolve(again.received()));
    });
    expect(health).toMatch(/^HTTP\/1.1 200/);
    for (const client of held) client.socket.destroy();
  });
});
