import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_NAME, REMOTE_NAME_RULE, REMOTE_REPORT_URL, remoteReportSchema } from '@matka/shared-kernel/remotes';
import { presentedToken } from '../../http/calls';
import { InvalidInput, NotPermitted, UnsupportedUpload } from '../../domain-errors';
import { callerOrigin } from '../../http/origins';
import { hashToken } from '../../platform/tokens';
import type { SessionService } from '../accounts/sessions';
import { parseOperatorBody } from '../operator/operator-body';
import { auditOf } from '../operator/operator-auth';
import { confinedTo, principalOf, remoteParam, requires } from '../operator/operator-access';
import { isReleaseName } from './release-files';
import type { ReleasesService } from './releases.service';

const remoteName = z.string().regex(REMOTE_NAME, REMOTE_NAME_RULE);
const release = z.string().refine(isReleaseName, 'not a release name');
/** Why, for the history (who is the caller's account or team token; an `operator` a body names, as older CLIs send, is ignored). */
const changeNote = { operator: z.string().trim().max(60).default(''), note: z.string().trim().max(200).default('') };

/**
 * The operators' control of remotes, under an operator account (role owner or releases) or a team token of the remote (registered inside the
 * operator scope). JSON in and out; each change answers the remote as `GET /operator/remotes` lists it, and is in the
 * audit list (`remote <verb>`).
 *   GET  /operator/remotes                     every remote: enabled, active, previous, canary, releases, loads, failures
 *   GET  /operator/remotes/history[?name=N]    the latest changes, newest first
 *   POST /operator/remotes/:name/enable|disable           {note?}
 *   POST /operator/remotes/:name/activate   {release, note?}
 *   POST /operator/remotes/:name/rollback              {note?}
 *   POST /operator/remotes/:name/canary     {release, percent, note?}
 *   POST /operator/releases/:name           the release as .tar.gz, with Content-Digest: 201 stored, 200 stored before
 */
export function registerReleaseOperatorRoutes(scope: FastifyInstance, deps: { releases: ReleasesService; maxReleaseBytes: number }): void {
  const { releases } = deps;
  // A release arrives as one .tar.gz (publish-release.mjs), checked whole before anything is stored.
  scope.addContentTypeParser(['application/gzip', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: deps.maxReleaseBytes }, (_request, body, done) =>
    done(null, body),
  );
  scope.post('/operator/releases/:name', { ...requires('releases.publish', remoteParam), bodyLimit: deps.maxReleaseBytes }, async (request, reply) => {
    const { name } = parseOperatorBody(z.object({ name: remoteName }), request.params);
    if (!Buffer.isBuffer(request.body)) throw new UnsupportedUpload('Send the release as its .tar.gz (Content-Type: application/gzip)', 'bad_type');
    const digest = request.headers['content-digest'];
    const answer = await releases.publish(name, request.body, Array.isArray(digest) ? digest.join(',') : digest, auditOf(request));
    return reply.code(answer.existed ? 200 : 201).send(answer);
  });
  // A team token sees its own remote only.
  scope.get('/operator/remotes', requires('releases.read'), async (request) => {
    const listing = await releases.list();
    const only = confinedTo(principalOf(request));
    return only === null ? listing : { remotes: listing.remotes.filter((remote) => remote.name === only) };
  });
  const historyName = (request: FastifyRequest) => (request.query as { name?: unknown } | undefined)?.name as string | undefined;
  scope.get('/operator/remotes/history', requires('releases.read', historyName), async (request) => {
    const query = parseOperatorBody(z.object({ name: remoteName.optional() }), request.query);
    return { history: await releases.history(query.name ?? confinedTo(principalOf(request))) };
  });
  scope.post('/operator/remotes/:name/:verb', requires('releases.change', remoteParam), async (request) => {
    const { name, verb } = parseOperatorBody(
      z.object({ name: remoteName, verb: z.enum(['enable', 'disable', 'activate', 'rollback', 'canary']) }),
      request.params,
    );
    const audit = auditOf(request);
    const parseNote = <T extends z.ZodRawShape>(shape: T) => {
      const body = parseOperatorBody(z.object({ ...changeNote, ...shape }), request.body);
      // The history names who made the change (the operator's account, or the team token), whatever name the body gives.
      return { ...body, operator: audit.actor };
    };
    switch (verb) {
      case 'enable':
      case 'disable':
        return releases.setEnabled(name, verb === 'enable', parseNote({}), audit);
      case 'rollback':
        return releases.rollback(name, parseNote({}), audit);
      case 'activate': {
        const body = parseNote({ release });
        return releases.activate(name, body.release, body, audit);
      }
      case 'canary': {
        const body = parseNote({ release, percent: z.number().int().min(0).max(100) });
        return releases.canary(name, body.release, body.percent, body, audit);
      }
    }
  });
}

/**
 * `POST /api/remote-report`: the shell loaded a remote's release for its player, or failed to (`{remote, release,
 * outcome, reason?}`). Counted only for a signed-in player (the session cookie, or `unique_token` in the body), once per
 * session, remote, release and outcome in 10 minutes (`recordReport`): visitors and repeats move no count, so
 * addresses or pages without an account cannot push a release's failures up. Answers 202 with `counted`.
 */
export function registerRemoteReportRoute(app: FastifyInstance, deps: { releases: ReleasesService; sessions: SessionService }): void {
  app.post(REMOTE_REPORT_URL, async (request, reply) => {
    if (callerOrigin(request) === 'foreign') throw new NotPermitted('Request origin not allowed', 'bad_origin');
    const parsed = remoteReportSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new InvalidInput('A report is {"remote", "release", "outcome": "load" | "failure", "reason"?}', 'invalid_body');
    const token = presentedToken(request);
    const player = token ? await deps.sessions.find(token) : null;
    const { counted } = player && token ? await deps.releases.recordReport(parsed.data, hashToken(token)) : { counted: false };
    return reply.code(202).send({ status: true, msg: '', counted });
  });
}
