/**
 * Why the server said no, in the terms of the game and the house rather than of HTTP: services, repositories and the
 * checks of a call throw these; `registerErrorHandling` (api/src/http/error-handler.ts) is the one place that turns
 * each kind into a status code. The message is what the caller reads (its text owned by the kernel's MESSAGES or a
 * feature's messages.ts), the `code` what a program branches on.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: string;
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What was sent is not a valid request: a malformed body, a date, a pana, a bid outside the rules. */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid_input';
}

/** The bid came after its session's betting closed. */
export class BettingClosed extends DomainError {
  readonly kind = 'betting_closed';
}

/** The caller is not signed in, or could not prove who they are (an expired session, a wrong password). */
export class NotSignedIn extends DomainError {
  readonly kind = 'not_signed_in';
}

/** The caller is known, but may not do this (a role, a limit, an origin, a disabled account or betting). */
export class NotPermitted extends DomainError {
  readonly kind = 'not_permitted';
}

/** What the call names does not exist (a market, a request, a player, a release). */
export class NotFound extends DomainError {
  readonly kind = 'not_found';
}

/** The wallet holds fewer points than the debit, bid or withdrawal asks for. */
export class InsufficientBalance extends DomainError {
  readonly kind = 'insufficient_balance';
}

/** Something of that name or number exists already (a player, a market, a release, a token name). */
export class AlreadyExists extends DomainError {
  readonly kind = 'already_exists';
}

/** The request is well formed, but the state it meets refuses it now (decided already, declared out of order, …). */
export class StateConflict extends DomainError {
  readonly kind = 'state_conflict';
}

/** Too many tries in too short a time (sign-ins, OTPs): wait, then try again. */
export class TooManyAttempts extends DomainError {
  readonly kind = 'too_many_attempts';
}

/** The server has no room for the work now (its password hashing is saturated): try again shortly. */
export class ServerBusy extends DomainError {
  readonly kind = 'server_busy';
}

/** An upload came in a form the server does not read (a release that is not a .tar.gz). */
export class UnsupportedUpload extends DomainError {
  readonly kind = 'unsupported_upload';
}

/** An upload is larger than the server accepts (a release that unpacks past RELEASE_MAX_BYTES). */
export class TooLarge extends DomainError {
  readonly kind = 'too_large';
}

/** A service the server depends on failed to deliver (the SMS gateway). */
export class DeliveryFailed extends DomainError {
  readonly kind = 'delivery_failed';
}

/** What still fits under a stake limit that refused a bid: the app offers it to the player ("place what fits"). */
export interface RoomLeft {
  /** The most points still placeable (0: none). */
  points: number;
  /** The outcome the room is on, when it is an outcome's cap. */
  type?: string;
  session?: string;
  digits?: string;
  closedigits?: string;
}

/**
 * A stake limit refused the bid (the house's or the player's own): the message says which and how much still fits,
 * `room` says it for a program; `until` when the player may bid again, where that is known (a break).
 */
export class LimitReached extends DomainError {
  readonly kind = 'limit_reached';
  constructor(
    message: string,
    code: string,
    readonly room?: RoomLeft,
    readonly until?: Date,
  ) {
    super(message, code);
  }
}

/** Every kind of domain error: the error handler's table must name a status for each. */
export type AnyDomainError =
  | InvalidInput
  | BettingClosed
  | NotSignedIn
  | NotPermitted
  | NotFound
  | InsufficientBalance
  | AlreadyExists
  | StateConflict
  | TooManyAttempts
  | ServerBusy
  | UnsupportedUpload
  | TooLarge
  | DeliveryFailed
  | LimitReached;
