import fc from 'fast-check';
import { API_CALLS, GET_CALLS, type ApiCallName } from '@matka/shared-kernel/contract';
import { APP_KEY } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

const POST_CALLS = (Object.keys(API_CALLS) as ApiCallName[]).filter((name) => !GET_CALLS.has(name));

/** The field names each call's contract knows, so generated bodies hit real fields with wrong values. */
function fieldsOf(name: ApiCallName): string[] {
  const shape = (API_CALLS[name].request as unknown as { shape?: Record<string, unknown> }).shape;
  return shape ? Object.keys(shape) : [];
}

const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  fc.constantFrom('', ' ', '9876543210', '0', '-1', '1e9', '10.5', '<script>', "' OR 1=1 --", '\u0000'),
);

describe.each(testDatabases())('malformed bodies on $mode', (kind) => {
  const player = aPlayer('9000000601').withPoints(500);
  const { api } = testWorld(kind).with(player);

  async function post(name: string, payload: unknown): Promise<{ statusCode: number; body: unknown }> {
    const response = await api.app.inject({ method: 'POST', url: `/api/${name}`, payload: payload as Record<string, unknown> });
    return { statusCode: response.statusCode, body: response.json() };
  }

  function expectClientError(answer: { statusCode: number; body: unknown }) {
    expect(answer.statusCode).toBeLessThan(500);
    if (answer.statusCode >= 400) {
      expect(answer.body).toMatchObject({ status: false, msg: expect.stringMatching(/\S/) });
    }
  }

  test.each(POST_CALLS)('%s: any body made of its fields with wrong values is answered, never with a 500', async (name) => {
    const fields = fieldsOf(name);
    const bodies = fc.dictionary(fc.constantFrom(...(fields.length ? fields : ['x'])), wrongValue, { maxKeys: fields.length || 1 });
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        expectClientError(await post(name, { ...body, app_key: APP_KEY, env_type: 'Prod', unique_token: player.token }));
      }),
      { numRuns: 12 },
    );
  });

  test('bodies that are not objects, or not JSON at all, are a 400 with a message', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', '{"app_key": ', 'not json']) {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/api-user-login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toMatchObject({ status: false, msg: expect.stringMatching(/\S/) });
    }
  });

  test('a body over 64 KB is refused with 413', async () => {
    const answer = await post('api-user-login', { app_key: APP_KEY, mobile: '9'.repeat(70_000), password: 'x' });
    expect(answer.statusCode).toBe(413);
  });
});
