import type { Server, Socket } from 'node:net';
import { addressKey } from './client-address';

const REFUSAL_BODY = JSON.stringify({ status: false, msg: 'Too many connections from your address. Please try again in a moment.', code: 'too_many_connections' });
/** What a connection over the cap is told before it is closed (no request of it is read). */
const REFUSAL = `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\nRetry-After: 10\r\nConnection: close\r\n\r\n${REFUSAL_BODY}`;

/**
 * Caps the open connections of this process per client address (an IPv6 address by its /64): one more is answered
 * 429 and closed before anything of it is read, so one client cannot hold every file descriptor. `perAddress` 0: no
 * cap. Behind a proxy (TRUST_PROXY set) every connection comes from the proxy: the cap is then the proxy's to keep,
 * and none is applied here.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number, trustProxy: false | number | string[]): void {
  if (perAddress <= 0 || trustProxy !== false) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const key = addressKey(address);
    const count = (open.get(key) ?? 0) + 1;
    if (count > perAddress) {
      socket.end(REFUSAL);
      socket.destroySoon();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
