import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REMOTE_REPORT_URL, remoteReportSchema } from '@matka/shared-kernel/remotes';
import type { OperatorCallers, Previewers, Refusals, RegisterOperatorCall, Reporters } from './ports';
import { PREVIEW_COOKIE, PREVIEW_URL } from './preview-link';
import type { ReleasesService } from './releases.service';

/** The remote a route's `:name` parameter names (what a team token is checked against). */
const remoteParam = (request: FastifyRequest) => {
  const params = request.params as { name?: unknown } | undefined;
  return typeof params?.name === 'string' ? params.name : undefined;
};

/**
 * The operators' control of remotes, under an operator account (role owner or releases) or a team token of the remote
 * (registered inside the operator scope), each call as the contract has it (`remotes.*`, `releases.publish` in
 * `@matka/shared-kernel/operator-contract`). Each change answers the remote as `GET /operator/remotes` lists it, and is
 * in the audit list (`remote <verb>`); an `operator` a body names, as older CLIs send, is ignored.
 */
export function registerReleaseOperatorRoutes(
  scope: FastifyInstance,
  deps: { releases: ReleasesService; maxReleaseBytes: number; operatorCall: RegisterOperatorCall; callers: OperatorCallers; errors: Refusals },
): void {
  const { releases, operatorCall, callers } = deps;
  // A release arrives as one .tar.gz (publish-release.mjs), checked whole before anything is stored.
  scope.addContentTypeParser(['application/gzip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: deps.maxReleaseBytes }, (_request, body, done) =>
    done(null, body),
  );
  operatorCall(
    scope,
    'releases.publish',
    { permission: 'releases.publish', remote: remoteParam },
    async ({ params, request, reply }) => {
      if (!Buffer.isBuffer(request.body)) throw new deps.errors.UnsupportedUpload('Send the release as its .tar.gz (Content-Type: application/gzip)', 'bad_type');
      const digest = request.headers['content-digest'];
      const answer = await releases.publish(params.name, request.body, Array.isArray(digest) ? digest.join(',') : digest, callers.auditOf(request));
      reply.code(answer.existed ? 200 : 201);
      return answer;
    },
    { bodyLimit: deps.maxReleaseBytes },
  );
  // A team token sees its own remote only.
  operatorCall(scope, 'remotes.list', { permission: 'releases.read' }, async ({ request }) => {
    const listing = await releases.list();
    const only = callers.confinedTo(request);
    return only === null ? listing : { remotes: listing.remotes.filter((remote) => remote.name === only) };
  });
  const historyName = (request: FastifyRequest) => (request.query as { name?: unknown } | undefined)?.name as string | undefined;
  operatorCall(scope, 'remotes.history', { permission: 'releases.read', remote: historyName }, async ({ query, request }) => ({
    history: await releases.history(query.name ?? callers.confinedTo(request)),
  }));
  // The history names who made the change (the operator's account, or the team token), whatever name the body gives.
  const changeBy = (request: FastifyRequest, note: string) => ({ operator: callers.auditOf(request).actor, note });
  const change = { permission: 'releases.change', remote: remoteParam } as const;
  for (const verb of ['enable', 'disable'] as const) {
    operatorCall(scope, `remotes.${verb}`, change, async ({ params, body, request }) =>
      releases.setEnabled(params.name, verb === 'enable', changeBy(request, body.note), callers.auditOf(request)),
    );
  }
  operatorCall(scope, 'remotes.rollback', change, async ({ params, body, request }) =>
    releases.rollback(params.name, body.from, changeBy(request, body.note), callers.auditOf(request)),
  );
  operatorCall(scope, 'remotes.activate', change, async ({ params, body, request }) =>
    releases.activate(params.name, body.release, changeBy(request, body.note), callers.auditOf(request)),
  );
  // A pin names a player by mobile number; the history and the audit list name them too.
  operatorCall(scope, 'remotes.pin', change, async ({ params, body, request }) =>
    releases.pin(params.name, body.release, body.player, changeBy(request, body.note), callers.auditOf(request)),
  );
  operatorCall(scope, 'remotes.unpin', change, async ({ params, body, request }) =>
    releases.unpin(params.name, body.player, changeBy(request, body.note), callers.auditOf(request)),
  );
  operatorCall(scope, 'remotes.preview', change, async ({ params, body, request }) =>
    releases.previewLink(params.name, body.release, body.hours ?? 4, changeBy(request, body.note), callers.auditOf(request)),
  );
  operatorCall(scope, 'remotes.canary', change, async ({ params, body, request }) =>
    releases.canary(params.name, body.release, body.percent, changeBy(request, body.note), callers.auditOf(request)),
  );
}

/**
 * `POST /api/remote-report`: the shell loaded a remote's release for its player, or failed to (`{remote, release,
 * outcome, reason?}`). Counted only for a signed-in player (the session cookie, or `unique_token` in the body), once per
 * session, remote, release and outcome in 10 minutes (`recordReport`), and never a pinned player's of the pinned release:
 * visitors and repeats move no count, so
 * addresses or pages without an account cannot push a release's failures up. Answers 202 with `counted`.
 */
export function registerRemoteReportRoute(app: FastifyInstance, deps: { releases: ReleasesService; reporters: Reporters; errors: Refusals }): void {
  app.post(REMOTE_REPORT_URL, async (request, reply) => {
    if (deps.reporters.isForeign(request)) throw new deps.errors.NotPermitted('Request origin not allowed', 'bad_origin');
    const parsed = remoteReportSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new deps.errors.InvalidInput('A report is {"remote", "release", "outcome": "load" | "failure", "reason"?}', 'invalid_body');
    const reporter = await deps.reporters.reporter(request);
    const { counted } = reporter ? await deps.releases.recordReport(parsed.data, reporter) : { counted: false };
    return reply.code(202).send({ status: true, msg: '', counted });
  });
}

/** What the page of a preview link says when it cannot be opened. */
export const PREVIEW_TEXTS = {
  invalid: 'This preview link is not valid, or it has expired: ask for a new one (remote preview).',
  notSignedIn: 'A preview opens only in a browser signed in to the console, as an operator who may see releases: sign in to the console here, then open the link again.',
} as const;

/**
 * `GET /operator/preview?link=<token>`, a preview link: in a browser signed in to the console (its cookie is sent to
 * /operator only) as an operator who may see the remote's releases, it sets the preview cookie — the preview signed
 * again to end with that console session at the latest — and opens the app, whose remotes.json then gives this browser
 * the release (`servedRemotesJson`). Anywhere else it says why not, and changes nothing.
 */
export function registerPreviewRoute(app: FastifyInstance, deps: { releases: ReleasesService; previewers: Previewers }): void {
  app.get(PREVIEW_URL, { config: { access: 'public' } }, async (request, reply) => {
    const link = (request.query as { link?: unknown } | undefined)?.link;
    const preview = deps.releases.readPreview(typeof link === 'string' ? link : undefined);
    reply.header('Cache-Control', 'no-store');
    if (!preview) return reply.code(404).type('text/plain; charset=utf-8').send(PREVIEW_TEXTS.invalid);
    const until = await deps.previewers.consoleSessionUntil(request, preview.name);
    if (!until) return reply.code(403).type('text/plain; charset=utf-8').send(PREVIEW_TEXTS.notSignedIn);
    const { token, seconds } = deps.releases.signPreview(preview, until);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('Set-Cookie', `${PREVIEW_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${seconds}${secure}`);
    return reply.redirect('/');
  });
}
