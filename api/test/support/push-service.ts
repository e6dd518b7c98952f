import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A push service on this machine, for the tests (real ones are not reachable here): it takes Web Push requests as
 * FCM or Mozilla's would (RFC 8030) over TLS, checks the VAPID signature (RFC 8292) against the key the request names
 * and the server's public key, and decrypts the payload (RFC 8291, aes128gcm) with the device's private key. Written
 * from the RFCs, not with the sender's library, so a mistake on either side shows.
 */
export interface Device {
  /** What the browser would give the app: PushSubscription.toJSON(). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes this device received, decrypted, with the headers they came with. */
  received: Array<{ payload: Record<string, unknown>; ttl: number; urgency: string; topic: string | undefined }>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A self-signed certificate for 127.0.0.1, made once per run (`file`: the certificate's path, for NODE_EXTRA_CA_CERTS). */
function certificate(): { key: string; cert: string; file: string } {
  const folder = path.join(os.tmpdir(), `matka-push-tls-${process.pid}`);
  const key = path.join(folder, 'key.pem');
  const cert = path.join(folder, 'cert.pem');
  if (!fs.existsSync(cert)) {
    fs.mkdirSync(folder, { recursive: true });
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], {
      stdio: 'ignore',
    });
  }
  return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8'), file: cert };
}

/** The VAPID header's problem, or null: `vapid t=<JWT>, k=<server public key>`, ES256, for this origin, not expired. */
function vapidProblem(header: string | undefined, origin: string, serverKey: string): string | null {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const [, token = '', key = ''] = match;
  if (key !== serverKey) return 'the VAPID key is not the server’s';
  const [head = '', body = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' });
  const signed = crypto.verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) return 'the VAPID signature does not verify';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (JSON.parse(Buffer.from(head, 'base64url').toString('utf8')).alg !== 'ES256') return 'not ES256';
  if (claims.aud !== origin) return `the audience is ${claims.aud}, not ${origin}`;
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'the expiry is not within 24 hours';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'no subject';
  return null;
}

/** RFC 8291: the payload of an aes128gcm body, for the device with this ECDH key and auth secret. */
function decrypt(body: Buffer, device: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = device.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, authSecret, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zeros.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
  return padded.subarray(0, end);
}

export class LocalPushService {
  readonly devices = new Map<string, { device: Device; ecdh: crypto.ECDH; auth: Buffer }>();
  /** Status codes to answer next, per device id, before taking pushes again (410 gone, 500 down…). */
  readonly failNext = new Map<string, number[]>();
  /** Requests refused for their VAPID header or their body, with why. */
  readonly refused: string[] = [];
  /** The TLS agent a sender needs to trust this service. */
  readonly agent: https.Agent;
  /** Its certificate's file: another process trusts this service with NODE_EXTRA_CA_CERTS set to it. */
  readonly certificateFile: string;
  /** Pushes taken, on every device. */
  taken = 0;
  private readonly server: https.Server;
  private origin = '';
  private counter = 0;

  private constructor(private readonly serverKey: () => string) {
    const tls = certificate();
    this.agent = new https.Agent({ ca: tls.cert, keepAlive: true });
    this.certificateFile = tls.file;
    this.server = https.createServer({ key: tls.key, cert: tls.cert }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const id = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
        const known = this.devices.get(id);
        if (request.method !== 'POST' || !known) return void response.writeHead(404).end();
        const fail = this.failNext.get(id)?.shift();
        if (fail !== undefined) return void response.writeHead(fail).end();
        const problem = vapidProblem(request.headers.authorization, this.origin, this.serverKey());
        if (problem || request.headers['content-encoding'] !== 'aes128gcm') {
          this.refused.push(problem ?? `content-encoding ${request.headers['content-encoding']}`);
          return void response.writeHead(403).end();
        }
        try {
          const payload = JSON.parse(decrypt(Buffer.concat(chunks), known.ecdh, known.auth).toString('utf8')) as Record<string, unknown>;
          const topic = request.headers.topic;
          known.device.received.push({ payload, ttl: Number(request.headers.ttl), urgency: String(request.headers.urgency ?? 'normal'), topic: typeof topic === 'string' ? topic : undefined });
          this.taken += 1;
          response.writeHead(201).end();
        } catch (error) {
          this.refused.push(`undecryptable: ${(error as Error).message}`);
          response.writeHead(400).end();
        }
      });
    });
  }

  /** Starts it; `serverKey` is the API's VAPID public key (read when a push arrives). */
  static async start(serverKey: () => string): Promise<LocalPushService> {
    const service = new LocalPushService(serverKey);
    await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
    service.origin = `https://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
    return service;
  }

  /** A new device (a browser's PushManager.subscribe): its own P-256 key and auth secret. */
  device(): Device {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    const id = `device-${(this.counter += 1)}`;
    const device: Device = { subscription: { endpoint: `${this.origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } }, received: [] };
    this.devices.set(id, { device, ecdh, auth });
    return device;
  }

  /** The id of a device, for `failNext`. */
  idOf(device: Device): string {
    return device.subscription.endpoint.slice(device.subscription.endpoint.lastIndexOf('/') + 1);
  }

  async close(): Promise<void> {
    this.agent.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
