import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REMOTE_ERROR_URL, REMOTE_NAME, REMOTE_NAME_RULE, remoteErrorReportSchema } from '@matka/shared-kernel/remotes';
import { ApiFailure } from '../../http/error-handler';
import { callerOrigin } from '../../http/origins';
import type { Clock } from '../../platform/clock';
import { takeAttempt } from '../rate-limit';
import { parseOperatorBody } from '../operator/operator-body';
import { auditOf } from '../operator/operator-auth';
import { isReleaseName } from './release-files';
import type { ReleasesService } from './releases.service';

const remoteName = z.string().regex(REMOTE_NAME, REMOTE_NAME_RULE);
const release = z.string().refine(isReleaseName, 'not a release name');
/** Who and why, for the history. */
const changeNote = { operator: z.string().trim().max(60).default(''), note: z.string().trim().max(200).default('') };

/**
 * The operators' control of remotes, under the operator token (registered inside its scope). JSON in and out; each
 * change answers the remote as `GET /operator/remotes` lists it, and is in the audit list (`remote <verb>`).
 *   GET  /operator/remotes                     every remote: enabled, active, previous, canary, releases, errors
 *   GET  /operator/remotes/history[?name=N]    the latest changes, newest first
 *   POST /operator/remotes/:name/enable|disable           {operator?, note?}
 *   POST /operator/remotes/:name/activate   {release, operator?, note?}
 *   POST /operator/remotes/:name/rollback              {operator?, note?}
 *   POST /operator/remotes/:name/canary     {release, percent, operator?, note?}
 */
export function registerReleaseOperatorRoutes(scope: FastifyInstance, deps: { releases: ReleasesService }): void {
  const { releases } = deps;
  scope.get('/operator/remotes', async () => releases.list());
  scope.get('/operator/remotes/history', async (request) => {
    const query = parseOperatorBody(z.object({ name: remoteName.optional() }), request.query);
    return { history: await releases.history(query.name ?? null) };
  });
  scope.post('/operator/remotes/:name/:verb', async (request) => {
    const { name, verb } = parseOperatorBody(
      z.object({ name: remoteName, verb: z.enum(['enable', 'disable', 'activate', 'rollback', 'canary']) }),
      request.params,
    );
    const audit = auditOf(request);
    switch (verb) {
      case 'enable':
      case 'disable':
        return releases.setEnabled(name, verb === 'enable', parseOperatorBody(z.object(changeNote), request.body), audit);
      case 'rollback':
        return releases.rollback(name, parseOperatorBody(z.object(changeNote), request.body), audit);
      case 'activate': {
        const body = parseOperatorBody(z.object({ release, ...changeNote }), request.body);
        return releases.activate(name, body.release, body, audit);
      }
      case 'canary': {
        const body = parseOperatorBody(z.object({ release, percent: z.number().int().min(0).max(100), ...changeNote }), request.body);
        return releases.canary(name, body.release, body.percent, body, audit);
      }
    }
  });
}

/** Reports per address: a broken release fails for every player at once, but one page cannot inflate the count. */
const REPORT_LIMIT = { max: 20, windowMs: 15 * 60_000 };

/** `POST /api/remote-error`: the shell could not load a remote's release for its player (counted per release). */
export function registerRemoteErrorRoute(app: FastifyInstance, deps: { releases: ReleasesService; clock: Clock }): void {
  app.post(REMOTE_ERROR_URL, async (request, reply) => {
    if (callerOrigin(request) === 'foreign') throw new ApiFailure(403, 'Request origin not allowed', 'bad_origin');
    const parsed = remoteErrorReportSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw new ApiFailure(400, 'A report is {"remote", "release"}', 'invalid_body');
    await takeAttempt(app.db, `remote-error:${request.ip}`, REPORT_LIMIT, deps.clock());
    await deps.releases.recordError(parsed.data.remote, parsed.data.release);
    return reply.code(202).send({ status: true, msg: '' });
  });
}
