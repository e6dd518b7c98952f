import type { Answer, Harness } from './api-harness';

/** The host the console's page is served from in these tests (a cookie-carried change must come from it). */
export const CONSOLE_HOST = 'console.test:8623';
export const CONSOLE_ORIGIN = `http://${CONSOLE_HOST}`;

/** An operator account made through the owner's API: its CLI token and its one-time password. */
export interface TestOperator {
  name: string;
  role: string;
  token: string;
  password: string;
}

/** Adds an operator account as the first owner does (`operator add`). */
export async function addOperator(api: Harness, name: string, role: string): Promise<TestOperator> {
  const answer = await api.operator('POST', '/operator/operators', { name, role });
  if (answer.statusCode !== 200) throw new Error(`operator add: ${JSON.stringify(answer.body)}`);
  return { name, role, token: String(answer.body.token), password: String(answer.body.password) };
}

/** A request with an operator's own CLI token. */
export async function asOperator(api: Harness, token: string, method: string, url: string, body?: unknown): Promise<Answer> {
  const response = await api.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  // A download (the audit list's CSV) is not JSON: its text is the body's `text`.
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return { statusCode: response.statusCode, body: json ? response.json() : { text: response.body } };
}

/** The console's sign-in with a name and password, from a page of this server: the answer and its cookie. */
export async function consoleSignIn(api: Harness, name: string, password: string) {
  const answer = await api.app.inject({ method: 'POST', url: '/operator/session', headers: { host: CONSOLE_HOST, origin: CONSOLE_ORIGIN }, payload: { name, password } });
  const cookie = String(answer.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { answer, cookie };
}

/** A request of the console's page: its session cookie, from this server's own origin (unless told otherwise). */
export async function asConsole(api: Harness, cookie: string, method: 'GET' | 'POST', url: string, body?: unknown, origin: string | null = CONSOLE_ORIGIN): Promise<Answer> {
  const response = await api.app.inject({
    method,
    url,
    headers: { host: CONSOLE_HOST, cookie, ...(origin ? { origin } : {}) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/**
 * A console session of a new account of `role`, past its first sign-in: signed in with the one-time password, then
 * its own password chosen. Returns the cookie and the account.
 */
export async function consoleOperator(api: Harness, name: string, role: string): Promise<{ cookie: string; operator: TestOperator }> {
  const operator = await addOperator(api, name, role);
  const { cookie } = await consoleSignIn(api, name, operator.password);
  const chosen = `${name}-own-password`;
  const answer = await asConsole(api, cookie, 'POST', '/operator/session/password', { current: operator.password, password: chosen });
  if (answer.statusCode !== 200) throw new Error(`choose password: ${JSON.stringify(answer.body)}`);
  return { cookie, operator: { ...operator, password: chosen } };
}
