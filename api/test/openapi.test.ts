import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OPERATOR_CALLS, type OperatorCallName } from '@matka/shared-kernel/operator-contract';
import { API_DOCS_URL, openApiPath, registeredRoutes } from '../src/http/openapi';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

type Document = { openapi: string; paths: Record<string, Record<string, { operationId?: string }>> };

describe.each(testDatabases())('the OpenAPI document of both APIs ($mode)', (kind) => {
  let api: Harness;
  let document: Document;
  beforeAll(async () => {
    api = await startHarness(kind);
    await api.register('9000002001', 'Doc Reader');
    const answer = await api.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(() => api?.close());

  test('is a valid OpenAPI 3.1 document', () => {
    // The validator (an ES module) checks a document against the OpenAPI 3.1 schema, run as its own CLI.
    const validate = (candidate: unknown) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-openapi-'));
      const file = path.join(folder, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(candidate));
      const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      const run = spawnSync(process.execPath, [cli, file], { encoding: 'utf8' });
      fs.rmSync(folder, { recursive: true, force: true });
      return { status: run.status, valid: (JSON.parse(run.stdout) as { valid: boolean }).valid };
    };
    expect(validate(document)).toEqual({ status: 0, valid: true });
    expect(document.openapi).toBe('3.1.0');
    // The check can fail: an operation without its answers is refused.
    const [first] = Object.keys(document.paths);
    const broken = { ...document, paths: { [first!]: { get: { summary: 'no responses', parameters: [{ in: 'nowhere' }] } } } };
    expect(validate(broken)).toEqual({ status: 1, valid: false });
  });

  test('documents every route the server registered under /api and /operator, and nothing it did not', () => {
    const served = registeredRoutes(api.app).filter(
      (route) =>
        route.method !== 'HEAD' &&
        !route.rootAlias &&
        /^\/(api|operator)\b/.test(route.url) &&
        // The docs page's own files (its script, swagger-ui's) and its redirect are no part of the API.
        (!route.url.startsWith('/api/docs') || route.url === API_DOCS_URL),
    );
    // The list comes from the running server: a route added without the contract is missing from the document.
    expect(served.length).toBeGreaterThan(100);
    const undocumented = served.filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined);
    expect(undocumented).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const registered = new Set(served.map((route) => `${route.method} ${openApiPath(route.url)}`));
    expect(documented.filter((operation) => !registered.has(operation))).toEqual([]);
  });

  test('each operator call is under its contract name, with the parameters its path names', () => {
    for (const [name, call] of Object.entries(OPERATOR_CALLS)) {
      const operation = document.paths[openApiPath(call.path)]?.[call.method.toLowerCase()] as { operationId: string; parameters: Array<{ name: string; in: string }> };
      expect(operation.operationId).toBe(name);
      const named = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(named);
    }
  });

  test("the operators' answers have the contract's shape", async () => {
    const reads: OperatorCallName[] = ['today', 'users.list', 'deposits.list', 'withdrawals.list', 'markets.list', 'operators.list', 'remotes.list', 'audit.list', 'team-tokens.list', 'results.pending', 'content.show', 'ledger.check', 'reports.days', 'remotes.history'];
    for (const name of reads) {
      const answer = await api.operator('GET', OPERATOR_CALLS[name].path);
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 200 });
      const parsed = OPERATOR_CALLS[name].response.safeParse(answer.body);
      expect({ name, issues: parsed.success ? [] : parsed.error.issues }).toEqual({ name, issues: [] });
    }
  });

  test('/api/docs is a page that reads the document, its script served by this server', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/docs' })).headers.location).toBe('/api/docs/');
    const page = await api.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    for (const file of [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])) {
      const asset = await api.app.inject({ method: 'GET', url: `/api/docs/${file}` });
      expect({ file, status: asset.statusCode }).toEqual({ file, status: 200 });
    }
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/start.js' })).body).toContain('/api/openapi.json');
    expect((await api.app.inject({ method: 'GET', url: '/api/docs/index.html' })).statusCode).toBe(404);
  });
});
