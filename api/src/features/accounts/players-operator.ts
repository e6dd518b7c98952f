import { PLAYERS_PAGE } from '@matka/shared-kernel/operator-contract';
import type { Database } from '../../db/database';
import { NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { recordAction, type AuditContext } from '../audit.repository';
import { ledgerEntries } from '../wallet/transactions.repository';
import { findListedPlayer, insertPlayerNote, latestSignIns, playerNotes, playersPage, setSuspended, type ListedPlayer } from './accounts.repository';
import { ACCOUNT_MESSAGES } from './messages';
import type { OtpService } from './otp.service';
import { playerBids, playerPnl } from './players-operator.repository';
import type { SessionService } from './sessions';

/** Bids a page of a player's bids holds. */
const BIDS_PAGE = 50;

/** A player as the operators' contract has them. */
const shown = (player: ListedPlayer) => ({
  id: player.id,
  name: player.name,
  mobile: player.mobile,
  bettingEnabled: player.bettingEnabled,
  balance: player.balance,
  createdAt: player.createdAt.toISOString(),
  suspended_at: player.suspendedAt?.toISOString() ?? null,
  suspend_reason: player.suspendReason,
});

/**
 * What operators do for a player besides money: find them, read their page (ledger, sign-ins, notes, bids, P&L),
 * suspend or resume their sign-in, text them a password-reset code, write notes. Each change is audited in its own
 * transaction.
 */
export function playersOperator(deps: { db: Database; clock: Clock; sessions: SessionService; otp: OtpService }) {
  const { db, clock, sessions, otp } = deps;
  const playerOf = async (mobile: string) => {
    const player = await findListedPlayer(db, mobile);
    if (!player) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
    return player;
  };

  return {
    async list(query: string | undefined, after: number | undefined) {
      const rows = await playersPage(db, { query, after, limit: PLAYERS_PAGE });
      const page = rows.slice(0, PLAYERS_PAGE);
      return { users: page.map(shown), next_after: rows.length > PLAYERS_PAGE ? (page.at(-1)?.id ?? null) : null };
    },

    async show(mobile: string) {
      const player = await playerOf(mobile);
      const [ledger, signIns, notes, pnl] = await Promise.all([
        ledgerEntries(db, { userId: player.id, before: undefined, limit: 50 }),
        latestSignIns(db, player.id, 20),
        playerNotes(db, player.id, 50),
        playerPnl(db, player.id),
      ]);
      return {
        player: shown(player),
        ledger: ledger.items,
        sign_ins: signIns.map((row) => ({ at: row.at.toISOString(), address: row.address, device: row.device, user_agent: row.userAgent })),
        notes: notes.map((note) => ({ ...note, at: note.at.toISOString() })),
        pnl,
      };
    },

    async bids(mobile: string, before: number | undefined) {
      const player = await playerOf(mobile);
      const rows = await playerBids(db, player.id, before, BIDS_PAGE);
      const page = rows.slice(0, BIDS_PAGE);
      return { bids: page.map((bid) => ({ ...bid, placed_at: bid.placed_at.toISOString() })), next_before: rows.length > BIDS_PAGE ? (page.at(-1)?.id ?? null) : null };
    },

    /**
     * Suspends (with the reason the player reads at login) or resumes a player's sign-in. Suspending ends every session
     * of theirs, and answers once every instance has dropped them (sessions.ts).
     */
    async setSuspended(mobile: string, reason: string | null, audit: AuditContext) {
      const changed = await db.transaction(async (tx) => {
        const done = await setSuspended(tx, mobile, reason === null ? null : { at: clock(), reason });
        if (!done) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
        if (done.changed || reason !== null) {
          await recordAction(tx, audit, {
            action: reason === null ? 'player resume' : 'player suspend',
            target: mobile,
            player: mobile,
            change: reason === null ? 'sign-in allowed again' : `sign-in suspended: ${reason}`,
          });
        }
        return done;
      });
      if (reason !== null) await sessions.endAll(changed.id);
      return { mobile, suspended: reason !== null, changed: changed.changed };
    },

    /** Texts the player a password-reset code through the SMS gateway (the reset flow's own code, its limits); nobody else sees it. */
    async sendResetCode(mobile: string, audit: AuditContext) {
      await playerOf(mobile);
      await otp.send(mobile, 'forgot');
      await db.transaction((tx) => recordAction(tx, audit, { action: 'player reset code', target: mobile, player: mobile, change: 'password-reset code texted' }));
      return { mobile, sent: true };
    },

    async addNote(mobile: string, body: string, audit: AuditContext) {
      const player = await playerOf(mobile);
      const at = clock();
      return db.transaction(async (tx) => {
        const id = await insertPlayerNote(tx, { userId: player.id, body, author: audit.actor, at });
        await recordAction(tx, audit, { action: 'player note', target: mobile, player: mobile, change: body.length > 200 ? `${body.slice(0, 199)}…` : body });
        return { id, body, author: audit.actor, at: at.toISOString() };
      });
    },
  };
}

export type PlayersOperator = ReturnType<typeof playersOperator>;
