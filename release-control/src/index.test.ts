import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { OPERATOR_CALLS } from '@matka/shared-kernel/operator-contract';
import { REMOTE_REPORT_URL } from '@matka/shared-kernel/remotes';
import { releaseControl, type Database, type RegisterOperatorCall, type ReleaseControlOptions } from './index';

// Release control mounted on a bare Fastify, with every piece of the server handed in as a stand-in: it needs nothing
// else (the API's own tests run it mounted in the real server).

/** A refusal as the server's error handler sees it: its kind, message and code. */
const refusal = (kind: string) =>
  class extends Error {
    readonly kind = kind;
    constructor(
      message: string,
      readonly code: string,
    ) {
      super(message);
    }
  };
const errors = {
  InvalidInput: refusal('invalid_input'),
  NotPermitted: refusal('not_permitted'),
  NotFound: refusal('not_found'),
  AlreadyExists: refusal('already_exists'),
  StateConflict: refusal('state_conflict'),
  UnsupportedUpload: refusal('unsupported_upload'),
  TooLarge: refusal('too_large'),
};
const STATUS: Record<string, number> = { invalid_input: 400, not_permitted: 403 };

/** A database no test here reaches: these calls need none. */
const noDatabase: Database = {
  query: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  afterCommit: () => undefined,
  notify: () => undefined,
};

let root: string;
let app: FastifyInstance;
let registered: Array<{ name: string; permission: string; byRemote: boolean; bodyLimit: number | undefined }>;

function options(overrides: Partial<ReleaseControlOptions> = {}): ReleaseControlOptions {
  const operatorCall: RegisterOperatorCall = (scope, name, access, _handler, routeOptions) => {
    registered.push({ name, permission: access.permission, byRemote: access.remote !== undefined, bodyLimit: routeOptions?.bodyLimit });
    scope.route({ method: OPERATOR_CALLS[name].method, url: OPERATOR_CALLS[name].path, handler: async () => ({}) });
  };
  return {
    db: noDatabase,
    clock: () => new Date('2026-11-27T10:00:00Z'),
    releasesDir: path.join(root, 'releases'),
    webRoot: root,
    remotesManifest: path.join(root, 'remotes.json'),
    judgement: { maxFailureRate: 0.2, minLoads: 20 },
    maxReleaseBytes: 1024,
    errors,
    recordAction: () => Promise.reject(new Error('nothing is audited in this test')),
    operatorCall,
    callers: { auditOf: () => ({ actor: 'asha', note: '' }), confinedTo: () => null },
    reporters: { isForeign: (request) => request.headers.origin === 'https://elsewhere.example', reporter: async () => null },
    players: { idOf: async () => null },
    previewers: { consoleSessionUntil: async () => null },
    previewSecret: 'test preview secret',
    renderRemotesJson: () => null,
    ...overrides,
  };
}

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-control-'));
  registered = [];
  app = Fastify();
  app.setErrorHandler((error: Error & { kind?: string; code?: string }, _request, reply) =>
    reply.code(STATUS[error.kind ?? ''] ?? 500).send({ kind: error.kind, msg: error.message, code: error.code }),
  );
  const control = releaseControl(options());
  await app.register(control.reportRoute);
  await app.register(control.operatorRoutes);
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it('answers the operator contract’s release calls, each registered with its permission by the server’s own registrar', () => {
  expect(registered).toEqual([
    { name: 'releases.publish', permission: 'releases.publish', byRemote: true, bodyLimit: 1024 },
    { name: 'remotes.list', permission: 'releases.read', byRemote: false, bodyLimit: undefined },
    { name: 'remotes.history', permission: 'releases.read', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.enable', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.disable', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.rollback', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.activate', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.pin', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.unpin', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.preview', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
    { name: 'remotes.canary', permission: 'releases.change', byRemote: true, bodyLimit: undefined },
  ]);
});

describe('a player’s report of a remote’s load', () => {
  const report = { remote: 'markets', release: '0.2.0-abcdef', outcome: 'failure', reason: 'entry failed' };

  it('from a visitor is answered and counts nothing (no session, no database)', async () => {
    const answer = await app.inject({ method: 'POST', url: REMOTE_REPORT_URL, payload: report });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 202, body: { status: true, msg: '', counted: false } });
  });

  it('from a page of another origin is refused with the server’s own refusal', async () => {
    const answer = await app.inject({ method: 'POST', url: REMOTE_REPORT_URL, payload: report, headers: { origin: 'https://elsewhere.example' } });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 403, body: { kind: 'not_permitted', msg: 'Request origin not allowed', code: 'bad_origin' } });
  });

  it('that is not one is refused saying what a report is', async () => {
    const answer = await app.inject({ method: 'POST', url: REMOTE_REPORT_URL, payload: { remote: 'markets', outcome: 'maybe' } });
    expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status: 400, code: 'invalid_body' });
    expect(answer.json().msg).toBe('A report is {"remote", "release", "outcome": "load" | "failure", "reason"?}');
  });
});

it('tells the operators’ Today why no remotes are given when the operators’ remotes.json is missing', async () => {
  const control = releaseControl(options());
  expect(await control.service.status()).toEqual({ remotes: [], error: `${path.join(root, 'remotes.json')} is missing` });
});
