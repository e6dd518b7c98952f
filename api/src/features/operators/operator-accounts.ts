import crypto from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { AlreadyExists, InvalidInput, NotFound, NotPermitted, NotSignedIn, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import { hashToken } from '../../platform/tokens';
import { addressKey } from '../../http/client-address';
import { LOGIN_LIMITS, hashing, reserveChecks } from '../rate-limit';
import { recordAction, type AuditContext } from '../audit.repository';
import type { Role } from './operator-access';
import {
  findFirstOwner,
  findOperatorById,
  findOperatorByName,
  findOperatorByTokenHash,
  insertOperator,
  listOperators,
  setOperatorDisabled,
  setOperatorPassword,
  setOperatorToken,
  type OperatorAccount,
  type OperatorWithHash,
} from './operator-accounts.repository';
import { deleteOperatorSessionsOf } from './operator-sessions.repository';

/** How an operator's own CLI token begins (a team token begins `mbt_`; the server's own token has no prefix). */
export const OPERATOR_TOKEN_PREFIX = 'mbo_';
/** The least length of a password an operator chooses. */
export const MIN_OPERATOR_PASSWORD = 10;
/** What an operator's name may be: what the audit list shows. */

export type { OperatorAccount };

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

const WRONG_SIGN_IN = 'Wrong name or password';

/**
 * Operator accounts (`operators`): adding one prints its one-time password and CLI token once; only the password's
 * scrypt hash (PasswordHasher, on its own threads) and the token's SHA-256 are kept. Wrong passwords at sign-in are
 * limited as players' logins are (LOGIN_LIMITS): per name and address, per address, per account.
 */
export function operatorAccounts(db: Database, clock: Clock, passwords: PasswordHasher) {
  const byName = async (q: Queryable, name: string, lock = false): Promise<OperatorWithHash> => {
    const account = await findOperatorByName(q, name, lock);
    if (!account) throw new NotFound(`No operator is named "${name}"`, 'not_found');
    return account;
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
    await setOperatorPassword(tx, id, hash, true);
    await deleteOperatorSessionsOf(tx, id, '');
    return password;
  }

  return {
    /** The owner the server's own token stands for (created by the migration). */
    async firstOwner(): Promise<OperatorAccount> {
      const owner = await findFirstOwner(db);
      if (!owner) throw new Error('the first owner is missing from operators');
      return owner;
    },

    /** The enabled account whose CLI token this is, if any. */
    async byToken(token: string): Promise<OperatorAccount | null> {
      return findOperatorByTokenHash(db, hashToken(token));
    },

    async list(): Promise<OperatorAccount[]> {
      return listOperators(db);
    },

    /** A new account: answers its one-time password and its CLI token, shown this once. */
    async add(input: { name: string; role: Role }, audit: AuditContext) {
      const password = newOneTimePassword();
      const token = newOperatorToken();
      const hash = await hashing(() => passwords.hash(password));
      const taken = () => new AlreadyExists(`The name "${input.name}" is taken (names are never given twice)`, 'name_taken');
      return db.transaction(async (tx) => {
        const operator = await insertOperator(tx, { name: input.name, role: input.role, passwordHash: hash, tokenHash: hashToken(token), createdBy: audit.actor, createdAt: clock() });
        if (!operator) throw taken();
        await recordAction(tx, audit, { action: 'operator add', target: `${input.name} (${input.role})` });
        return { operator, password, token };
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
        const updated = await setOperatorDisabled(tx, account.id, disabled ? clock() : null);
        // Locked above by this transaction: it cannot have gone.
        if (!updated) throw new Error(`operator ${account.id} is missing after its lock`);
        if (disabled) await deleteOperatorSessionsOf(tx, account.id, '');
        await recordAction(tx, audit, { action: disabled ? 'operator disable' : 'operator enable', target: `${account.name} (${account.role})` });
        return updated;
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
        await setOperatorToken(tx, account.id, hashToken(token));
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
      const row = await findOperatorById(db, id);
      if (!row) throw new NotFound('No such operator', 'not_found');
      if (input.password.length < MIN_OPERATOR_PASSWORD) {
        throw new InvalidInput(`password: choose at least ${MIN_OPERATOR_PASSWORD} characters`, 'invalid_body');
      }
      if (input.password === input.current) throw new InvalidInput('password: choose a password other than the one you were given', 'invalid_body');
      const checks = await reserveChecks(db, [{ bucket: `operator-password:${id}`, limit: LOGIN_LIMITS.perMobileAndIp }], clock);
      let matches: boolean;
      try {
        const { passwordHash } = row;
        matches = passwordHash !== null && (await hashing(() => passwords.verify(input.current, passwordHash)));
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
        await setOperatorPassword(tx, id, hash, false);
        await done(tx);
      });
    },
  };
}

export type OperatorAccounts = ReturnType<typeof operatorAccounts>;
