import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorParsed, OperatorSent } from '@matka/shared-kernel/operator-contract';
import type { RemoteEntry, RemotesManifest } from '@matka/shared-kernel/remotes';

/**
 * What release control needs from the server that mounts it, handed in (`ReleaseControlOptions`): it imports nothing
 * of the API. Each port is the smallest shape the API's own piece already has, so the API passes its own.
 */

/** A value a query can bind. */
export type SqlValue = string | number | boolean | null | Date | bigint | Uint8Array | string[] | number[] | boolean[];

/** Something that runs SQL: the database, or a transaction of it (the API's `Queryable`). */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** Runs `effect` once the surrounding transaction has committed (release control needs none: the audit may). */
  afterCommit(effect: () => void): void;
  /** Tells every server instance something changed, once the transaction has committed. */
  notify(notice: string): void;
}

/** The database: PostgreSQL or PGlite, with the tables of the API's migrations (`remote_*`). */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export type Clock = () => Date;

/** Who did it and why, for the audit list: `actor` names the operator (or `team <name>`, `automatic`). */
export interface AuditContext {
  actor: string;
  note: string;
}

/** Writes one row of the audit list, in `tx`. */
export type RecordAction = (tx: Queryable, context: AuditContext, action: { action: string; target: string | number; outcome?: unknown }) => Promise<void>;

/** An error the server answers with its status code: `new errors.NotFound(message, code)`. */
type Refusal = new (message: string, code: string) => Error;

/** The server's refusals, by kind (each answered with its status: 400, 403, 404, 409, 409, 415, 413). */
export interface Refusals {
  InvalidInput: Refusal;
  NotPermitted: Refusal;
  NotFound: Refusal;
  AlreadyExists: Refusal;
  StateConflict: Refusal;
  UnsupportedUpload: Refusal;
  TooLarge: Refusal;
}

/** The operator contract's calls release control answers. */
export type ReleaseCallName =
  | 'releases.publish'
  | 'remotes.list'
  | 'remotes.history'
  | 'remotes.enable'
  | 'remotes.disable'
  | 'remotes.rollback'
  | 'remotes.activate'
  | 'remotes.canary'
  | 'remotes.pin'
  | 'remotes.unpin'
  | 'remotes.preview';

/** The operators' permissions those calls need. */
export type ReleasePermission = 'releases.read' | 'releases.change' | 'releases.publish';

type Parsed<Name extends ReleaseCallName, Key extends 'params' | 'query' | 'body'> = OperatorParsed<Name, Key>;

/** What a handler of one call gets: the path's parameters, the query and the body, parsed with the contract's schemas. */
export interface ReleaseCallContext<Name extends ReleaseCallName> {
  params: Parsed<Name, 'params'>;
  query: Parsed<Name, 'query'>;
  body: Parsed<Name, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of the operator contract at its method and path, its input checked with the contract's schemas
 * and `permission` checked before the body is read (`remote`: the remote it acts on, for a team token): the API's
 * `operatorCall`.
 */
export type RegisterOperatorCall = <Name extends ReleaseCallName>(
  scope: FastifyInstance,
  name: Name,
  access: { permission: ReleasePermission; remote?: (request: FastifyRequest) => string | undefined },
  handler: (context: ReleaseCallContext<Name>) => Promise<OperatorSent<Name>>,
  options?: { bodyLimit?: number },
) => void;

/** Who calls the operator routes, as the API's operator authentication found them. */
export interface OperatorCallers {
  /** Who made the request and the note its body gives, for the history and the audit list. */
  auditOf(request: FastifyRequest): AuditContext;
  /** The one remote the caller may see (a team token's), or null for every remote. */
  confinedTo(request: FastifyRequest): string | null;
}

/** Who sent a player's report of a remote's load. */
export interface Reporters {
  /** Whether the request comes from a page of another origin (refused). */
  isForeign(request: FastifyRequest): boolean;
  /**
   * The signed-in player: their session, as a hash that names it (a report counts once a session), and their id (a
   * pinned player's loads are not counted); null for a visitor.
   */
  reporter(request: FastifyRequest): Promise<Reporter | null>;
}

/** A signed-in player who sent a report. */
export interface Reporter {
  sessionHash: string;
  playerId: number;
}

/** Who may open a preview link: a browser signed in to the console. */
export interface Previewers {
  /**
   * Until when the request's console session lasts, when it is an operator's who may see `remote`'s releases; null
   * when the browser is signed in to the console as nobody who may (the console's cookie is sent to /operator only).
   */
  consoleSessionUntil(request: FastifyRequest, remote: string): Promise<Date | null>;
}

/** The players, as release control needs them: a pin names a player by their mobile number. */
export interface Players {
  /** The id of the player with this mobile number, or null when there is none. */
  idOf(mobile: string): Promise<number | null>;
}

/**
 * remotes.json as a player gets it (the API's `servedRemotesJson`): the operators' file, with the remotes `choose`
 * makes of it for this player, each with the paths of the build it serves and its release's integrity.
 */
export type RenderRemotesJson = (
  operatorsFile: string | null,
  builtRoutePaths: (remote: RemoteEntry) => string | null,
  choose: (manifest: RemotesManifest) => RemotesManifest,
  integrityOf: (name: string, release: string) => string | null,
) => string | null;
