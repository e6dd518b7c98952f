import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { HttpSmsSender, OutboxSmsSender, SmsSendError } from '../src/platform/sms';
import { APP_KEY } from './support/api-harness';

/** A small SMS gateway: answers each request with the next planned status (200 once the plan runs out). */
async function startGateway(plan: Array<number | 'hang'>) {
  const received: Array<{ authorization: string | undefined; body: { to: string; text: string } }> = [];
  const server = http.createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString()));
    request.on('end', () => {
      received.push({ authorization: request.headers.authorization, body: JSON.parse(data) as { to: string; text: string } });
      const step = plan.shift() ?? 200;
      if (step === 'hang') return;
      response.writeHead(step, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return {
    url,
    received,
    plan,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

describe('the HTTP SMS gateway', () => {
  test('posts the number and text as JSON with the bearer token', async () => {
    const gateway = await startGateway([]);
    try {
      await new HttpSmsSender({ url: gateway.url, token: 'gateway-secret', timeoutMs: 1000 }).send('9000001501', 'hello');
      expect(gateway.received).toEqual([{ authorization: 'Bearer gateway-secret', body: { to: '919000001501', text: 'hello' } }]);
    } finally {
      await gateway.close();
    }
  });

  test('a 5xx or no answer in time is tried once more; a 4xx is not; then a clear error', async () => {
    const gateway = await startGateway([503, 200, 'hang', 'hang', 400]);
    const sender = new HttpSmsSender({ url: gateway.url, token: undefined, timeoutMs: 300 });
    try {
      await sender.send('9000001501', 'first');
      expect(gateway.received).toHaveLength(2);
      await expect(sender.send('9000001501', 'second')).rejects.toThrow(new SmsSendError('SMS to 9000001501 not sent: no answer in 300 ms'));
      expect(gateway.received).toHaveLength(4);
      await expect(sender.send('9000001501', 'third')).rejects.toThrow('SMS to 9000001501 not sent: the gateway answered 400');
      expect(gateway.received).toHaveLength(5);
    } finally {
      await gateway.close();
    }
  });

  describe('behind the OTP calls', () => {
    let app: FastifyInstance;
    let gateway: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gateway = await startGateway([]);
      const config = loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        SERVE_WEB: 'false',
        DATA_DIR: 'memory://',
        APP_KEY,
        OPERATOR_TOKEN: 'operator-token-for-the-sms-test',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: 'gateway-secret',
        SMS_GATEWAY_TIMEOUT_MS: '300',
      });
      app = await buildApp(config);
    });
    afterAll(async () => {
      await app?.close();
      await gateway?.close();
    });
    const checkMobile = async (mobile: string) => {
      const response = await app.inject({ method: 'POST', url: '/api/api-check-mobile', payload: { app_key: APP_KEY, env_type: 'Prod', mobile } });
      return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
    };

    test('the code goes to the gateway, never into the answer', async () => {
      expect(await checkMobile('9000001502')).toEqual({ statusCode: 200, body: { status: true, msg: 'OTP sent successfully', otp_length: 4 } });
      expect(gateway.received.at(-1)?.body.text).toMatch(/^\d{4} is your Matka Bazar OTP to register\./);
    });

    test('when the gateway fails the player is told so, and may try again at once', async () => {
      gateway.plan.push(500, 500);
      expect(await checkMobile('9000001503')).toEqual({ statusCode: 503, body: { status: false, msg: 'Failed to send OTP. Please try again.', code: 'sms_failed' } });
      expect(await checkMobile('9000001503')).toMatchObject({ statusCode: 200 });
    });
  });
});

describe('the outbox and production', () => {
  test('production without a gateway refuses to start, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'SMS_GATEWAY_URL: production needs an SMS gateway: players cannot receive codes from the outbox file',
    );
    expect(loadConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example.com/send' }).sms).toMatchObject({ kind: 'gateway' });
    expect(loadConfig({}).sms).toMatchObject({ kind: 'outbox' });
  });

  test('the outbox file is readable by its owner only (even one made before), and the log never holds the code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-outbox-'));
    const file = path.join(dir, 'sms-outbox.jsonl');
    fs.writeFileSync(file, '', { mode: 0o644 });
    const logged: string[] = [];
    try {
      await new OutboxSmsSender(file, (line) => logged.push(line)).send('9000001504', '4821 is your Matka Bazar OTP');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).toContain('4821');
      expect(logged).toHaveLength(1);
      expect(logged.join('\n')).not.toContain('4821');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
