// The operator CLI: `npm run operator -- <noun> <verb> [--flags]`. It talks to the running server's operator API
// (the embedded database has one process), prints one JSON object, and exits 1 with {"error": …} on failure.
// Server: OPERATOR_URL (default http://127.0.0.1:$PORT, PORT default 8080). Token: OPERATOR_TOKEN, else RELEASE_TOKEN
// (a team token: a team's CI ships its remote with it), else DATA_DIR/operator.token (DATA_DIR default ./data).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

type Flags = Record<string, string | boolean | undefined>;
interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export class UsageError extends Error {}

const USAGE = `usage: npm run operator -- <noun> <verb> [--flags]
  user list
  user betting --mobile M --on|--off
  wallet credit|debit --mobile M --points N --note T   (a debit takes points back, e.g. a wrong credit)
  deposit list [--status pending|approved|rejected]
  deposit approve --id N
  deposit reject --id N --reason T          (the player reads the reason in their Deposit History)
  withdraw list [--status 0|1|2]
  withdraw approve --id N --receipt URL|UTR (the payment's https link or its 12-digit UTR reference)
  withdraw cancel --id N --reason T         (the points go back; the player reads the reason)
  content show
  content set contacts [--call N] [--chat N] [--telegram N] [--app-link URL]
  content set withdraw [--min N] [--open "hh:mm AM"] [--close "hh:mm PM"]
  content set deposit --min N
  content set rules [--withdraw TEXT] [--deposit TEXT]
  content set how-to-play [--text TEXT] [--video URL]
  content set payment [--upi-id ID] [--qr URL] [--gpay-id ID] [--phonepe-id ID] [--paytm-id ID]
  content set headline --id 1|2|3 --text TEXT [--off]
  ledger check
  market add --kind main|starline|gali --name N --open "hh:mm AM" [--close "hh:mm PM"]
  market list [--kind K]
  market update --id N [--name N] [--open T] [--close T]
  market disable|enable --id N
  rates set --kind K --type T --val1 A --val2 B [--confirm-unusual]   (a rate outside its usual band needs the flag)
  result open|close|starline --market ID --pana P [--date YYYY-MM-DD] [--early]
  result gali --market ID --jodi XY [--date YYYY-MM-DD] [--early]
  result revert --market ID [--date YYYY-MM-DD]
  result cancel --market ID [--date YYYY-MM-DD] [--preview]   (a disabled market: refunds its pending bids; --preview says what it would)
  result pending                                            (every market and day with bids waiting for a result or a refund)
  report day|market|player [--from YYYY-MM-DD] [--to YYYY-MM-DD]   (stakes, payouts, profit, money in and out; default today)
  remote list
  remote history [--name N]
  remote enable|disable --name N [--note T]
  remote activate --name N --release V [--note T]
  remote rollback --name N [--note T]
  remote canary --name N --release V --percent P [--note T]    (--percent 0 ends it)
  team-token create --remote R --name N      (prints the token, once)
  team-token list
  team-token revoke --name N
  operator add --name N --role owner|cashier|results|support|releases   (prints a one-time password and a CLI token, once)
  operator list
  operator disable|enable --name N
  operator password --name N     (a new one-time password for the console, printed once; their sessions end)
  operator token [--name N]      (a new CLI token, printed once; the old one is refused; no --name: your own)
Every change is recorded in the audit list under the account the token belongs to, with --note where given.`;

const dateOf = (flags: Flags) => (typeof flags.date === 'string' ? { date: flags.date } : {});
/** A declaration's date and, with --early, leave to declare before the market's time today. */
const declared = (flags: Flags) => ({ ...dateOf(flags), ...(flags.early ? { early: true } : {}) });

function need(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

function wholeNumber(flags: Flags, name: string): number {
  const value = Number(need(flags, name));
  if (!Number.isSafeInteger(value) || value <= 0) throw new UsageError(`--${name} must be a positive whole number`);
  return value;
}

/** Only the flags given, renamed to the setting's fields. */
function pick(flags: Flags, names: Record<string, string>, numeric: string[] = []): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const [flag, field] of Object.entries(names)) {
    const value = flags[flag];
    if (typeof value === 'string') picked[field] = numeric.includes(flag) ? Number(value) : value;
  }
  if (Object.keys(picked).length === 0) throw new UsageError(`give at least one of --${Object.keys(names).join(', --')}`);
  return picked;
}

/** Turns the command line into one operator API request (exported for tests). */
export function toRequest(args: string[], headlines: () => Promise<Array<{ id: number; status: boolean; notes: string }>>): Promise<Request> | Request {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      mobile: { type: 'string' }, points: { type: 'string' }, note: { type: 'string' }, id: { type: 'string' },
      status: { type: 'string' }, receipt: { type: 'string' }, on: { type: 'boolean' }, off: { type: 'boolean' },
      call: { type: 'string' }, chat: { type: 'string' }, telegram: { type: 'string' }, min: { type: 'string' },
      open: { type: 'string' }, close: { type: 'string' }, withdraw: { type: 'string' }, deposit: { type: 'string' },
      text: { type: 'string' }, video: { type: 'string' }, 'upi-id': { type: 'string' }, qr: { type: 'string' },
      'gpay-id': { type: 'string' }, 'phonepe-id': { type: 'string' }, 'paytm-id': { type: 'string' },
      'app-link': { type: 'string' }, kind: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' }, val1: { type: 'string' },
      val2: { type: 'string' }, market: { type: 'string' }, pana: { type: 'string' }, jodi: { type: 'string' },
      date: { type: 'string' }, release: { type: 'string' }, percent: { type: 'string' }, early: { type: 'boolean' },
      remote: { type: 'string' }, role: { type: 'string' }, reason: { type: 'string' }, 'confirm-unusual': { type: 'boolean' }, preview: { type: 'boolean' }, from: { type: 'string' }, to: { type: 'string' },
    },
  });
  const flags = values as Flags;
  const [noun, verb, what] = positionals;
  switch (`${noun} ${verb}`) {
    case 'user list':
      return { method: 'GET', path: '/operator/users' };
    case 'user betting':
      if (Boolean(flags.on) === Boolean(flags.off)) throw new UsageError('give exactly one of --on, --off');
      return { method: 'POST', path: '/operator/users/betting', body: { mobile: need(flags, 'mobile'), enabled: Boolean(flags.on) } };
    case 'wallet credit':
    case 'wallet debit':
      return { method: 'POST', path: `/operator/wallet/${verb}`, body: { mobile: need(flags, 'mobile'), points: wholeNumber(flags, 'points'), note: need(flags, 'note') } };
    case 'deposit list':
      return { method: 'GET', path: `/operator/deposits${flags.status ? `?status=${encodeURIComponent(String(flags.status))}` : ''}` };
    case 'deposit approve':
      return { method: 'POST', path: `/operator/deposits/${wholeNumber(flags, 'id')}/approve` };
    case 'deposit reject':
      return { method: 'POST', path: `/operator/deposits/${wholeNumber(flags, 'id')}/reject`, body: { reason: need(flags, 'reason') } };
    case 'withdraw list':
      return { method: 'GET', path: `/operator/withdrawals${flags.status ? `?status=${encodeURIComponent(String(flags.status))}` : ''}` };
    case 'withdraw approve':
      return { method: 'POST', path: `/operator/withdrawals/${wholeNumber(flags, 'id')}/approve`, body: { receipt: need(flags, 'receipt') } };
    case 'withdraw cancel':
      return { method: 'POST', path: `/operator/withdrawals/${wholeNumber(flags, 'id')}/cancel`, body: { reason: need(flags, 'reason') } };
    case 'content show':
      return { method: 'GET', path: '/operator/content' };
    case 'ledger check':
      return { method: 'GET', path: '/operator/ledger/check' };
    case 'content set':
      return contentRequest(what, flags, headlines);
    case 'market add':
      return {
        method: 'POST',
        path: '/operator/markets',
        body: { kind: need(flags, 'kind'), name: need(flags, 'name'), open: need(flags, 'open'), ...(flags.close ? { close: flags.close } : {}) },
      };
    case 'market list':
      return { method: 'GET', path: `/operator/markets${flags.kind ? `?kind=${encodeURIComponent(String(flags.kind))}` : ''}` };
    case 'market update':
      return {
        method: 'POST',
        path: `/operator/markets/${wholeNumber(flags, 'id')}`,
        body: pick(flags, { name: 'name', open: 'open', close: 'close' }),
      };
    case 'market disable':
    case 'market enable':
      return { method: 'POST', path: `/operator/markets/${wholeNumber(flags, 'id')}`, body: { active: verb === 'enable' } };
    case 'rates set':
      return {
        method: 'POST',
        path: '/operator/rates',
        body: {
          kind: need(flags, 'kind'),
          type: need(flags, 'type'),
          val1: wholeNumber(flags, 'val1'),
          val2: wholeNumber(flags, 'val2'),
          ...(flags['confirm-unusual'] ? { confirm_unusual: true } : {}),
        },
      };
    case 'result open':
    case 'result close':
    case 'result starline':
      return { method: 'POST', path: `/operator/results/${verb}`, body: { market: wholeNumber(flags, 'market'), pana: need(flags, 'pana'), ...declared(flags) } };
    case 'result gali':
      return { method: 'POST', path: '/operator/results/gali', body: { market: wholeNumber(flags, 'market'), jodi: need(flags, 'jodi'), ...declared(flags) } };
    case 'result revert':
      return { method: 'POST', path: '/operator/results/revert', body: { market: wholeNumber(flags, 'market'), ...dateOf(flags) } };
    case 'result cancel':
      return { method: 'POST', path: `/operator/results/cancel${flags.preview ? '/preview' : ''}`, body: { market: wholeNumber(flags, 'market'), ...dateOf(flags) } };
    case 'result pending':
      return { method: 'GET', path: '/operator/results/pending' };
    case 'report day':
    case 'report market':
    case 'report player': {
      const range = new URLSearchParams({ ...(typeof flags.from === 'string' ? { from: flags.from } : {}), ...(typeof flags.to === 'string' ? { to: flags.to } : {}) });
      return { method: 'GET', path: `/operator/reports/${verb === 'day' ? 'days' : `${verb}s`}${String(range) ? `?${range}` : ''}` };
    }
    case 'remote list':
      return { method: 'GET', path: '/operator/remotes' };
    case 'remote history':
      return { method: 'GET', path: `/operator/remotes/history${flags.name ? `?name=${encodeURIComponent(String(flags.name))}` : ''}` };
    case 'remote enable':
    case 'remote disable':
    case 'remote rollback':
      return { method: 'POST', path: remotePath(flags, verb ?? ''), body: changeNote(flags) };
    case 'remote activate':
      return { method: 'POST', path: remotePath(flags, verb ?? ''), body: { release: need(flags, 'release'), ...changeNote(flags) } };
    case 'remote canary': {
      const percent = Number(need(flags, 'percent'));
      if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new UsageError('--percent must be a whole number from 0 to 100');
      return { method: 'POST', path: remotePath(flags, verb ?? ''), body: { release: need(flags, 'release'), percent, ...changeNote(flags) } };
    }
    case 'team-token create':
      return { method: 'POST', path: '/operator/team-tokens', body: { remote: need(flags, 'remote'), name: need(flags, 'name') } };
    case 'team-token list':
      return { method: 'GET', path: '/operator/team-tokens' };
    case 'team-token revoke':
      return { method: 'POST', path: '/operator/team-tokens/revoke', body: { name: need(flags, 'name') } };
    case 'operator add':
      return { method: 'POST', path: '/operator/operators', body: { name: need(flags, 'name'), role: need(flags, 'role') } };
    case 'operator list':
      return { method: 'GET', path: '/operator/operators' };
    case 'operator disable':
    case 'operator enable':
    case 'operator password':
      return { method: 'POST', path: `/operator/operators/${encodeURIComponent(need(flags, 'name'))}/${verb}`, body: {} };
    case 'operator token':
      return flags.name
        ? { method: 'POST', path: `/operator/operators/${encodeURIComponent(need(flags, 'name'))}/token`, body: {} }
        : { method: 'POST', path: '/operator/session/token', body: {} };
    default:
      throw new UsageError(`unknown command: ${positionals.join(' ') || '(none)'}`);
  }
}

const remotePath = (flags: Flags, verb: string) => `/operator/remotes/${encodeURIComponent(need(flags, 'name'))}/${verb}`;

/** Why a change to a remote is made (--note): kept in its history, which names the account the token belongs to. */
function changeNote(flags: Flags): { note: string } {
  return { note: typeof flags.note === 'string' ? flags.note : '' };
}

function contentRequest(what: string | undefined, flags: Flags, headlines: () => Promise<Array<{ id: number; status: boolean; notes: string }>>) {
  const set = (key: string, body: unknown): Request => ({ method: 'POST', path: `/operator/content/${key}`, body });
  switch (what) {
    case 'contacts':
      return set('contacts', pick(flags, { call: 'mobile_1', chat: 'mobile_no', telegram: 'telegram_no', 'app-link': 'app_link' }));
    case 'withdraw':
      return set('withdraw', pick(flags, { min: 'min_withdrawal', open: 'open_time', close: 'close_time' }, ['min']));
    case 'deposit':
      return set('deposit', { min_deposit: wholeNumber(flags, 'min') });
    case 'rules':
      return set('rules', pick(flags, { withdraw: 'withdrawal_rule', deposit: 'deposit_rule' }));
    case 'how-to-play':
      return set('how_to_play', pick(flags, { text: 'content', video: 'video_link' }));
    case 'payment':
      return set(
        'payment',
        pick(flags, { 'upi-id': 'upi_id', qr: 'qr_image', 'gpay-id': 'google_upi_payment_id', 'phonepe-id': 'phonepay_upi_payment_id', 'paytm-id': 'paytm_upi_payment_id' }),
      );
    case 'headline': {
      const id = wholeNumber(flags, 'id');
      const text = need(flags, 'text');
      return headlines().then((current) => set('headlines', [...current.filter((h) => h.id !== id), { id, status: !flags.off, notes: text }].sort((a, b) => a.id - b.id)));
    }
    default:
      throw new UsageError(`content set takes contacts, withdraw, deposit, rules, how-to-play, payment or headline`);
  }
}

function operatorToken(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  if (process.env.RELEASE_TOKEN) return process.env.RELEASE_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'operator.token');
  if (!fs.existsSync(file)) throw new Error(`no operator token: set OPERATOR_TOKEN (or a team's RELEASE_TOKEN), or start the server once (it writes ${file})`);
  return fs.readFileSync(file, 'utf8').trim();
}

async function main(args: string[]): Promise<void> {
  const base = process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const send = async (request: Request) => {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${operatorToken()}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const answer = (await response.json().catch(() => ({ error: `HTTP ${response.status}` }))) as Record<string, unknown>;
    if (!response.ok) throw new Error(String(answer.error ?? `HTTP ${response.status}`));
    return answer;
  };
  const request = await toRequest(args, async () => {
    const content = (await send({ method: 'GET', path: '/operator/content' })) as { headlines?: Array<{ id: number; status: boolean; notes: string }> };
    return content.headlines ?? [];
  });
  console.log(JSON.stringify(await send(request)));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.log(JSON.stringify({ error: message }));
    if (error instanceof UsageError) console.error(USAGE);
    process.exit(1);
  });
}
