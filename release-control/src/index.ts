import type { FastifyInstance } from 'fastify';
import type { Clock, Database, OperatorCallers, Players, Previewers, RecordAction, Refusals, RegisterOperatorCall, RenderRemotesJson, Reporters } from './ports';
import { ReleaseStore } from './published-releases.repository';
import { ReleaseFiles } from './release-files';
import { registerPreviewRoute, registerReleaseOperatorRoutes, registerRemoteReportRoute } from './releases.routes';
import { ReleasesService, type CanaryJudgement } from './releases.service';

export type * from './ports';
export { ReleaseFiles } from './release-files';
export { DEFAULT_RELEASE, RELEASES_URL } from './release-format';
export { contentDigestOf } from './release-archive';
export { PIN_DAYS } from './pins.repository';
export { PREVIEW_COOKIE } from './preview-link';
export { PREVIEW_TEXTS } from './releases.routes';
export { AUTOMATIC, REPORT_WINDOW_MS, ReleasesService, canaryBucket, type CanaryJudgement, type ChangeNote } from './releases.service';

/** What the server that mounts release control hands it: its settings and the pieces of its own it needs. */
export interface ReleaseControlOptions {
  db: Database;
  clock: Clock;
  /** Where versioned releases are on this server's disk (RELEASES_DIR). */
  releasesDir: string;
  /** The built web apps (WEB_ROOT): each remote's `default` build is `remotes/<name>/dist` under it. */
  webRoot: string;
  /** The operators' remotes.json (REMOTES_MANIFEST). */
  remotesManifest: string;
  /** When a canary ends by itself (RELEASE_MAX_FAILURE_RATE, RELEASE_MIN_LOADS). */
  judgement: CanaryJudgement;
  /** The most an uploaded release may weigh (RELEASE_MAX_BYTES). */
  maxReleaseBytes: number;
  /** The server's refusals, which its error handler answers with their status codes. */
  errors: Refusals;
  /** Writes a row of the audit list. */
  recordAction: RecordAction;
  /** Registers a call of the operator contract with its permission (the operator scope checks it). */
  operatorCall: RegisterOperatorCall;
  /** Who calls an operator route. */
  callers: OperatorCallers;
  /** Who sends a player's report of a remote's load. */
  reporters: Reporters;
  /** The players a pin names. */
  players: Players;
  /** Who may open a preview link. */
  previewers: Previewers;
  /** What preview links are signed with: a secret every instance shares. */
  previewSecret: string;
  /** remotes.json as a player gets it. */
  renderRemotesJson: RenderRemotesJson;
}

/** Release control as a server mounts it: its two Fastify plugins, and what the server's other parts ask of it. */
export interface ReleaseControl {
  /** Publishing, listing and switching releases: mounted inside the operator scope (its authentication and error answers). */
  operatorRoutes: (scope: FastifyInstance) => Promise<void>;
  /** `POST /api/remote-report`, the players' shells' reports: mounted at the top. */
  reportRoute: (app: FastifyInstance) => Promise<void>;
  /** `GET /operator/preview?link=<token>`, a preview link: mounted at the top (it checks the console session itself). */
  previewRoute: (app: FastifyInstance) => Promise<void>;
  /** The operators' control of remotes: the console's Today asks `status()`, the web routes `servedRemotesJson()`. */
  service: ReleasesService;
  /** The releases' files, which the web routes serve at /releases/. */
  files: ReleaseFiles;
}

/**
 * Release control of the remotes (docs/architecture.md, "Releases of a remote"): releases on this server's disk or
 * published by a team's CI, the operators' switch (on or off, active release, canary, rollback), the players' load
 * reports and the canary judged on them, and what remotes.json gives each player. It keeps its state in the tables
 * `remote_releases`, `remote_release_files`, `remote_controls`, `remote_control_history`, `remote_release_counts`
 * and `remote_report_marks` (the API's migrations).
 */
export function releaseControl(options: ReleaseControlOptions): ReleaseControl {
  const files = new ReleaseFiles(options.releasesDir, options.webRoot, new ReleaseStore(options.db));
  const service = new ReleasesService({ ...options, files });
  return {
    service,
    files,
    operatorRoutes: async (scope) =>
      registerReleaseOperatorRoutes(scope, {
        releases: service,
        maxReleaseBytes: options.maxReleaseBytes,
        operatorCall: options.operatorCall,
        callers: options.callers,
        errors: options.errors,
      }),
    reportRoute: async (app) => registerRemoteReportRoute(app, { releases: service, reporters: options.reporters, errors: options.errors }),
    previewRoute: async (app) => registerPreviewRoute(app, { releases: service, previewers: options.previewers }),
  };
}
