import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { AlreadyExists, InvalidInput, NotFound, NotPermitted, NotSignedIn, ServerBusy, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { HasherBusyError, type PasswordHasher } from '../../platform/passwords';
import { hashToken } from '../../platform/tokens';
import { LOGIN_LIMITS } from '../accounts/accounts.service';
import { SERVER_BUSY, addressKey, reserveChecks } from '../rate-limit';
import { recordAction, type AuditContext } from './audit.repository';
import type { Role } from './operator-access';

/** How an operator's own CLI token begins (a team token begins `mbt_`; the server's own token has no prefix). */
export const OPERATOR_TOKEN_PREFIX = 'mbo_';
/** The least length of a password an operator chooses. */
export const MIN_OPERATOR_PASSWORD = 10;
/** What an operator's name may be: what the audit list shows. */
export const OPERATOR_NAME = /^[a-z][a-z0-9._-]{1,29}$/;
export const OPERATOR_NAME_RULE = '2 to 30 small letters, digits, ".", "_" or "-", starting with a letter';

/** An operator account as the server uses it (never its password hash or token). */
export interface OperatorAccount {
  id: number;
  name: string;
  role: Role;
  hasPassword: boolean;
  temporaryPassword: boolean;
  hasToken: boolean;
  firstOwner: boolean;
  createdAt: string;
  createdBy: string;
  disabledAt: string | null;
}

export type OperatorRow = {
  id: number;
  name: string;
  role: Role;
  password_hash: string | null;
  password_temporary: boolean;
  has_token: boolean;
  first_owner: boolean;
  created_at: Date | string;
  created_by: string;
  disabled_at: Date | string | null;
};

/** The columns of `operators o` that make an OperatorRow. */
export const OPERATOR_COLUMNS =
  'o.id, o.name, o.role, o.password_hash, o.password_temporary, o.token_hash IS NOT NULL AS has_token, o.first_owner, o.created_at, o.created_by, o.disabled_at';

export const toAccount = (row: OperatorRow): OperatorAccount => ({
  id: Number(row.id),
  name: row.name,
  role: row.role,
  hasPassword: row.password_hash !== null,
  temporaryPassword: row.password_temporary,
  hasToken: row.has_token,
  firstOwner: row.first_owner,
  createdAt: new Date(row.created_at).toISOString(),
  createdBy: row.created_by,
  disabledAt: row.disabled_at === null ? null : new Date(row.disabled_at).toISOString(),
});

/** An account as listed (the operator API's own field names). */
export const listed = (account: OperatorAccount) => ({
  name: account.name,
  role: account.role,
  first_owner: account.firstOwner,
  has_password: account.hasPassword,
  /** The first owner's token is the server's own (OPERATOR_TOKEN or DATA_DIR/operator.token). */
  has_token: account.hasToken || account.firstOwner,
  created_at: account.createdAt,
  created_by: account.createdBy,
  disabled_at: account.disabledAt,
});

/** A password the CLI prints once: 16 random letters and digits in groups of four, easy to read out and type. */
export function newOneTimePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(16);
  const text = [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
  return text.match(/.{4}/g)!.join('-');
}

export const newOperatorToken = () => `${OPERATOR_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;

/** Runs a hash; a full hashing queue is a 429 to retry in a moment. */
async function hashing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HasherBusyError) throw new ServerBusy(SERVER_BUSY, 'busy');
    throw error;
  }
}

const WRONG_SIGN_IN = 'Wrong name or password';

/**
 * Operator accounts (`operators`): adding one prints its one-time password and CLI token once; only the password's
 * scrypt hash (PasswordHasher, on its own threads) and the token's SHA-256 are kept. Wrong passwords at sign-in are
 * limited as players' logins are (LOGIN_LIMITS): per name and address, per address, per account.
 */
export function operatorAccounts(db: Database, clock: Clock, passwords: PasswordHasher) {
  const byName = async (q: Queryable, name: string, lock = false): Promise<OperatorAccount & { passwordHash: string | null }> => {
    const [row] = await q.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE lower(o.name) = lower($1)${lock ? ' FOR UPDATE' : ''}`, [name]);
    if (!row) throw new NotFound(`No operator is named "${name}"`, 'not_found');
    return { ...toAccount(row), passwordHash: row.password_hash };
  };
  // Checked against when the name is unknown, so a sign-in takes as long either way.
  let unknownHash: Promise<string> | undefined;
  const hashOfUnknown = () =>
    (unknownHash ??= passwords.hash(crypto.randomBytes(16).toString('hex')).catch((error: unknown) => {
      unknownHash = undefined;
      throw error;
    }));

  /** A new one-time password for an account: its holder chooses their own at the next sign-in; its sessions end. */
  async function givePassword(tx: Queryable, id: number): Promise<string> {
    const password = newOneTimePassword();
    const hash = await hashing(() => passwords.hash(password));
    await tx.query('UPDATE operators SET password_hash = $2, password_temporary = true WHERE id = $1', [id, hash]);
    await tx.query('DELETE FROM operator_sessions WHERE operator_id = $1', [id]);
    return password;
  }

  return {
    /** The owner the server's own token stands for (created by the migration). */
    async firstOwner(): Promise<OperatorAccount> {
      const [row] = await db.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.first_owner`);
      if (!row) throw new Error('the first owner is missing from operators');
      return toAccount(row);
    },

    /** The enabled account whose CLI token this is, if any. */
    async byToken(token: string): Promise<OperatorAccount | null> {
      const [row] = await db.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.token_hash = $1 AND o.disabled_at IS NULL`, [hashToken(token)]);
      return row ? toAccount(row) : null;
    },

    async list(): Promise<OperatorAccount[]> {
      const rows = await db.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o ORDER BY o.disabled_at IS NOT NULL, o.id`);
      return rows.map(toAccount);
    },

    /** A new account: answers its one-time password and its CLI token, shown this once. */
    async add(input: { name: string; role: Role }, audit: AuditContext) {
      const password = newOneTimePassword();
      const token = newOperatorToken();
      const hash = await hashing(() => passwords.hash(password));
      const taken = () => new AlreadyExists(`The name "${input.name}" is taken (names are never given twice)`, 'name_taken');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .query<OperatorRow>(
            `INSERT INTO operators (name, role, password_hash, password_temporary, token_hash, created_by, created_at)
             VALUES ($1, $2, $3, true, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING ${OPERATOR_COLUMNS.replace(/o\./g, '')}`,
            [input.name, input.role, hash, hashToken(token), audit.actor, clock()],
          );
        if (!row) throw taken();
        await recordAction(tx, audit, { action: 'operator add', target: `${input.name} (${input.role})` });
        return { operator: toAccount(row), password, token };
      });
    },

    /** Disables or enables an account: a disabled one's sessions end and its token is refused, on every instance. */
    async setDisabled(name: string, disabled: boolean, audit: AuditContext): Promise<OperatorAccount> {
      return db.transaction(async (tx) => {
        const account = await byName(tx, name, true);
        if (disabled && account.firstOwner) {
          throw new StateConflict(`${account.name} is the owner the server's own token stands for: to lock its token out, change OPERATOR_TOKEN (or DATA_DIR/operator.token) and restart`, 'first_owner');
        }
        if (disabled && audit.actor === account.name) throw new StateConflict('You cannot disable your own account', 'own_account');
        const [row] = await tx.query<OperatorRow>(
          `UPDATE operators o SET disabled_at = ${disabled ? 'COALESCE(o.disabled_at, $2::timestamptz)' : 'NULL'} WHERE o.id = $1 RETURNING ${OPERATOR_COLUMNS}`,
          disabled ? [account.id, clock()] : [account.id],
        );
        if (disabled) await tx.query('DELETE FROM operator_sessions WHERE operator_id = $1', [account.id]);
        await recordAction(tx, audit, { action: disabled ? 'operator disable' : 'operator enable', target: `${account.name} (${account.role})` });
        return toAccount(row!);
      });
    },

    /** A new one-time password for `name` (an owner's reset): its sessions end; answers the password, shown once. */
    async resetPassword(name: string, audit: AuditContext): Promise<{ operator: OperatorAccount; password: string }> {
      return db.transaction(async (tx) => {
        const account = await byName(tx, name, true);
        const password = await givePassword(tx, account.id);
        await recordAction(tx, audit, { action: 'operator password', target: `${account.name} (${account.role})` });
        return { operator: { ...account, hasPassword: true, temporaryPassword: true }, password };
      });
    },

    /** A new CLI token for an account (the old one is refused from now on); answers it, shown once. */
    async newToken(name: string, audit: AuditContext): Promise<{ operator: OperatorAccount; token: string }> {
      const token = newOperatorToken();
      return db.transaction(async (tx) => {
        const account = await byName(tx, name, true);
        await tx.query('UPDATE operators SET token_hash = $2 WHERE id = $1', [account.id, hashToken(token)]);
        await recordAction(tx, audit, { action: 'operator token', target: `${account.name} (${account.role})` });
        return { operator: { ...account, hasToken: true }, token };
      });
    },

    /**
     * The console's sign-in: the account if the password is its own (and the account enabled). Only wrong passwords
     * count against the limits; an unknown name costs a hash like a known one and reads the same.
     */
    async signIn(name: string, password: string, ip: string): Promise<OperatorAccount> {
      const account = await byName(db, name).catch(() => null);
      const address = addressKey(ip);
      const own = `operator-sign-in:${name.toLowerCase()}|${address}`;
      const checks = await reserveChecks(
        db,
        [
          { bucket: `operator-sign-in-ip:${address}`, limit: LOGIN_LIMITS.perIp },
          { bucket: own, limit: LOGIN_LIMITS.perMobileAndIp },
          ...(account ? [{ bucket: `operator-sign-in-account:${account.id}`, limit: LOGIN_LIMITS.perAccount }] : []),
        ],
        clock,
      );
      let matches: boolean;
      try {
        matches = await hashing(async () => passwords.verify(password, account?.passwordHash ?? (await hashOfUnknown())));
      } catch (error) {
        await checks.settle('passed');
        throw error;
      }
      if (!account || !account.passwordHash || !matches) {
        await checks.settle('failed');
        throw new NotSignedIn(WRONG_SIGN_IN, 'unauthorised');
      }
      await checks.settle((bucket) => (bucket === own ? 'cleared' : 'passed'));
      if (account.disabledAt) throw new NotPermitted(`The account ${account.name} is disabled: an owner may enable it`, 'disabled');
      const { passwordHash: _hash, ...signedIn } = account;
      return signedIn;
    },

    /**
     * An operator chooses their own password (the current one checked, wrong ones limited like sign-ins): it is no
     * longer temporary, and every other session of the account ends.
     */
    async choosePassword(id: number, input: { current: string; password: string }, done: (tx: Queryable) => Promise<void>): Promise<void> {
      const [row] = await db.query<{ name: string; password_hash: string | null }>('SELECT name, password_hash FROM operators WHERE id = $1', [id]);
      if (!row) throw new NotFound('No such operator', 'not_found');
      if (input.password.length < MIN_OPERATOR_PASSWORD) {
        throw new InvalidInput(`password: choose at least ${MIN_OPERATOR_PASSWORD} characters`, 'invalid_body');
      }
      if (input.password === input.current) throw new InvalidInput('password: choose a password other than the one you were given', 'invalid_body');
      const checks = await reserveChecks(db, [{ bucket: `operator-password:${id}`, limit: LOGIN_LIMITS.perMobileAndIp }], clock);
      let matches: boolean;
      try {
        matches = row.password_hash !== null && (await hashing(() => passwords.verify(input.current, row.password_hash!)));
      } catch (error) {
        await checks.settle('passed');
        throw error;
      }
      if (!matches) {
        await checks.settle('failed');
        throw new NotSignedIn('current: that is not your current password', 'wrong_password');
      }
      await checks.settle('cleared');
      const hash = await hashing(() => passwords.hash(input.password));
      await db.transaction(async (tx) => {
        await tx.query('UPDATE operators SET password_hash = $2, password_temporary = false WHERE id = $1', [id, hash]);
        await done(tx);
      });
    },
  };
}

export type OperatorAccounts = ReturnType<typeof operatorAccounts>;
