// The operator CLI's grammar: one line per command, naming the operator call it makes (the contract,
// `@matka/shared-kernel/operator-contract`). Each command's flags are that call's fields — its path parameters, query and
// body, `snake_case` as `--kebab-case` — with their types and which are required read from the contract's schemas; the
// usage text is printed from this same table, and a command line is checked with the contract's schemas before it is sent.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { WITHDRAW_STATUS, inOurWords, problemText } from '@matka/shared-kernel/contract';
import { DECLARATIONS, DECLARATION_KINDS, OPERATOR_CALLS, operatorPath, type OperatorCallName, type OperatorCallSpec } from '@matka/shared-kernel/operator-contract';

const USAGE_HEAD = 'usage: npm run operator -- <noun> <verb> [--flags]';

/**
 * A command line that cannot be sent: what is wrong, and the one usage line to print under it — the command's own, or
 * where no command was recognised the general one (`--help` prints them all).
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage = `${USAGE_HEAD}   (--help lists every command)`,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A file sent as the body (`--file`), with its content type, instead of JSON. */
  upload?: { file: string; contentType: string };
}

export type Headlines = () => Promise<Array<{ id: number; status: boolean; notes: string }>>;
type Flags = Record<string, string | boolean | undefined>;

interface Command {
  /** The words that name it: `wallet credit`. */
  words: string;
  call: OperatorCallName;
  /** Fields always sent as given (`market disable`: `active: false`). */
  fixed?: Record<string, unknown>;
  /** Only these of the call's fields are flags (the others are fixed or not the command's). */
  only?: string[];
  /** At least one of these flags is needed. */
  oneOf?: string[];
  /** `--on` / `--off` set this boolean field; exactly one is needed. */
  onOff?: string;
  /** With `--preview`, this call instead (same fields): what it would do. */
  preview?: OperatorCallName;
  /** Without this flag, that call instead (`operator token` without `--name`: your own). */
  without?: { flag: string; call: OperatorCallName };
  /** A content setting: its key and its flags, each with the setting's field it sets (and whether it is a number). */
  content?: { key: string; flags: Record<string, { field: string; number?: boolean }> };
  /** A file the command sends: `--<flag> PATH` is read into the body's `into` field, and its name into the flag's own field. */
  file?: { flag: string; into: string };
  /** The call's body is the file `--file` names (an upload), not JSON. */
  upload?: true;
  /** A hint printed after the line. */
  hint?: string;
}

const content = (what: string, key: string, flags: Record<string, string | { field: string; number: true }>, hint?: string): Command => ({
  words: `content set ${what}`,
  call: 'content.set',
  content: { key, flags: Object.fromEntries(Object.entries(flags).map(([flag, field]) => [flag, typeof field === 'string' ? { field } : field])) },
  hint,
});

/** Every command. */
export const COMMANDS: readonly Command[] = [
  { words: 'user list', call: 'users.list' },
  { words: 'user show', call: 'users.show' },
  { words: 'user bids', call: 'users.bids', hint: 'newest first, with numbers and outcomes' },
  { words: 'user betting', call: 'users.betting', onOff: 'enabled' },
  { words: 'user suspend', call: 'users.suspend', hint: 'their sessions end; they read the reason at login' },
  { words: 'user resume', call: 'users.resume' },
  { words: 'user reset-code', call: 'users.reset-code', hint: 'texts the player a password-reset code; you never see it' },
  { words: 'user note', call: 'users.note' },
  { words: 'wallet credit', call: 'wallet.credit' },
  { words: 'wallet debit', call: 'wallet.debit', hint: 'takes points back, e.g. a wrong credit' },
  { words: 'deposit list', call: 'deposits.list' },
  { words: 'deposit approve', call: 'deposits.approve' },
  { words: 'deposit reject', call: 'deposits.reject', hint: 'the player reads the reason in their Deposit History' },
  { words: 'deposit bulk', call: 'deposits.bulk', hint: '--ids 7,8,12 --decision approve|reject (a reject needs --reason); each outcome is listed' },
  { words: 'approval list', call: 'approvals.list', hint: 'credits and deposits waiting for a second operator' },
  { words: 'approval approve', call: 'approvals.approve', hint: 'another owner or cashier than the one who asked' },
  { words: 'approval reject', call: 'approvals.reject' },
  { words: 'withdraw list', call: 'withdrawals.list', hint: `--status ${Object.entries(WITHDRAW_STATUS).map(([name, value]) => `${value} ${name}`).join(', ')}` },
  { words: 'withdraw approve', call: 'withdrawals.approve', hint: 'the payment’s https link or its 12-digit UTR reference' },
  { words: 'withdraw cancel', call: 'withdrawals.cancel', hint: 'the points go back; the player reads the reason' },
  { words: 'withdraw bulk', call: 'withdrawals.bulk', hint: '--decision approve --receipts (one each, in the ids\' order) or cancel --reason' },
  { words: 'content show', call: 'content.show' },
  { words: 'content changes', call: 'content.changes', hint: 'changes to payment ids, contact numbers and money rules you have not acknowledged' },
  { words: 'content acknowledge', call: 'content.acknowledge', hint: 'one change (its id from content changes or Today)' },
  content('contacts', 'contacts', { call: 'mobile_1', chat: 'mobile_no', telegram: 'telegram_no', 'app-link': 'app_link' }),
  content('withdraw', 'withdraw', { min: { field: 'min_withdrawal', number: true }, open: 'open_time', close: 'close_time' }, 'times like "10:00 AM"'),
  content('deposit', 'deposit', { min: { field: 'min_deposit', number: true } }),
  content('rules', 'rules', { withdraw: 'withdrawal_rule', deposit: 'deposit_rule' }),
  content('how-to-play', 'how_to_play', { text: 'content', video: 'video_link' }),
  content('payment', 'payment', { 'upi-id': 'upi_id', qr: 'qr_image', 'gpay-id': 'google_upi_payment_id', 'phonepe-id': 'phonepay_upi_payment_id', 'paytm-id': 'paytm_upi_payment_id' }),
  content('headline', 'headlines', { id: { field: 'id', number: true }, text: 'notes' }, '1 home, 2 add funds, 3 another screen; --off hides it'),
  content('app-version', 'android_app', { min: 'min_version', current: 'current_version', message: 'update_message' }, 'the field Android apps older than --min must update'),
  { words: 'app show', call: 'app.apk.show' },
  { words: 'app upload', call: 'app.apk.upload', upload: true, hint: 'owners: the .apk players download; --file-name defaults to the file’s own' },
  { words: 'ledger check', call: 'ledger.check' },
  { words: 'market list', call: 'markets.list' },
  { words: 'market add', call: 'markets.add', hint: 'times like "03:45 PM"; a main market needs --close' },
  { words: 'market update', call: 'markets.update', only: ['id', 'name', 'open', 'close'], oneOf: ['name', 'open', 'close'] },
  { words: 'market disable', call: 'markets.update', only: ['id'], fixed: { active: false } },
  { words: 'market enable', call: 'markets.update', only: ['id'], fixed: { active: true } },
  { words: 'market schedule', call: 'markets.schedule', hint: 'weekdays it is closed, e.g. --closed sunday (none: every day open)' },
  { words: 'market holiday', call: 'markets.holiday', hint: 'closed on --date YYYY-MM-DD: no bids, no result due' },
  { words: 'market holiday-remove', call: 'markets.holiday-remove' },
  { words: 'rates list', call: 'rates.list' },
  { words: 'rates set', call: 'rates.set', hint: 'a rate outside its usual band needs --confirm-unusual' },
  { words: 'limits list', call: 'limits.list' },
  {
    words: 'limits set',
    call: 'limits.set',
    hint: 'per bid: --kind --type "Jodi Digit" --min 50 --max 5000 --cap 500000; per kind: --late-minutes 10 --late-max 500, --player-day-max; --market 3 --block 55',
  },
  { words: 'limits clear', call: 'limits.clear', hint: 'no --limit: every limit of the kind (and type); --market 3 --block 55 unblocks' },
  ...DECLARATION_KINDS.map((kind): Command => ({ words: `result ${kind}`, call: `results.${kind}`, preview: `results.${kind}.preview`, hint: `a ${DECLARATIONS[kind].market} market; --preview says what it would pay` })),
  { words: 'result revert', call: 'results.revert', preview: 'results.revert.preview' },
  { words: 'result cancel', call: 'results.cancel', preview: 'results.cancel.preview', hint: 'a disabled market: refunds its pending bids' },
  { words: 'result pending', call: 'results.pending', hint: 'every market and day with bids waiting for a result or a refund' },
  { words: 'report day', call: 'reports.days', only: ['from', 'to'], hint: 'default today' },
  { words: 'report market', call: 'reports.markets', only: ['from', 'to'] },
  { words: 'report player', call: 'reports.players', only: ['from', 'to'] },
  { words: 'report game', call: 'reports.games', only: ['from', 'to'], hint: 'P&L by bid type and market kind' },
  { words: 'remote list', call: 'remotes.list' },
  { words: 'remote history', call: 'remotes.history' },
  { words: 'remote enable', call: 'remotes.enable' },
  { words: 'remote disable', call: 'remotes.disable' },
  { words: 'remote activate', call: 'remotes.activate' },
  { words: 'remote rollback', call: 'remotes.rollback' },
  { words: 'remote canary', call: 'remotes.canary', hint: '--percent 0 ends it' },
  { words: 'remote pin', call: 'remotes.pin', hint: '--player: a mobile number; for 7 days, never counted' },
  { words: 'remote unpin', call: 'remotes.unpin' },
  { words: 'remote preview', call: 'remotes.preview', hint: 'prints a link (--hours, default 4) that opens only where the console is signed in' },
  { words: 'feed-token create', call: 'feed-tokens.create', hint: 'for a payments forwarder: prints the token, once; --signed: and the secret it signs posts with' },
  { words: 'feed-token list', call: 'feed-tokens.list' },
  { words: 'feed-token revoke', call: 'feed-tokens.revoke' },
  { words: 'payments post', call: 'payments.post', hint: 'a payment received by hand: --utr --amount, or --sms "…" as it came' },
  { words: 'payments import', call: 'payments.import', only: ['file'], file: { flag: 'file', into: 'csv' }, hint: 'a bank statement’s CSV export: credits with a UTR are matched' },
  { words: 'payments list', call: 'payments.list', hint: 'default the latest of every view' },
  { words: 'payments resolve', call: 'payments.resolve', hint: 'credit_paid; assign --mobile; read --utr --amount; dismiss --reason' },
  { words: 'payments reconcile', call: 'payments.reconcile', hint: 'default today' },
  { words: 'team-token create', call: 'team-tokens.create', hint: 'prints the token, once' },
  { words: 'team-token list', call: 'team-tokens.list' },
  { words: 'team-token revoke', call: 'team-tokens.revoke' },
  { words: 'notice today', call: 'notices.today', hint: 'notices sent today, the day’s limit, and the markets bid on today' },
  { words: 'notice preview', call: 'notices.preview', hint: 'how many players the notice reaches, and how many are pushed now' },
  { words: 'notice send', call: 'notices.send', hint: `--market NAME with --audience market; NOTICES_PER_DAY a day` },
  { words: 'operator add', call: 'operators.add', hint: 'prints a one-time password and a CLI token, once' },
  { words: 'operator list', call: 'operators.list' },
  { words: 'operator disable', call: 'operators.disable' },
  { words: 'operator enable', call: 'operators.enable' },
  { words: 'operator password', call: 'operators.password', hint: 'a new one-time console password, printed once; their sessions end' },
  { words: 'operator token', call: 'operators.token', without: { flag: 'name', call: 'session.token' }, hint: 'a new CLI token, printed once; no --name: your own' },
];

type Part = 'params' | 'query' | 'body';
interface Field {
  flag: string;
  name: string;
  part: Part;
  required: boolean;
  type: 'number' | 'boolean' | 'string';
  choices?: readonly unknown[];
  fallback?: unknown;
}

/** The fields of a call as flags, read from the contract's schemas. */
function fieldsOf(call: OperatorCallSpec): Field[] {
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = call[part];
    if (!schema) return [];
    const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, { type?: string; enum?: unknown[]; default?: unknown }>;
      required?: string[];
    };
    return Object.entries(json.properties ?? {}).map(([name, property]) => ({
      flag: name.replace(/_/g, '-'),
      name,
      part,
      // A path's parameter is always needed.
      required: part === 'params' || (json.required ?? []).includes(name),
      type: property.type === 'integer' || property.type === 'number' ? 'number' : property.type === 'boolean' ? 'boolean' : 'string',
      choices: property.enum,
      fallback: property.default,
    }));
  });
}

/** The note every change may carry goes to the audit list; it is said once, below the commands. */
const flagsOf = (command: Command): Field[] =>
  fieldsOf(OPERATOR_CALLS[command.call]).filter(
    (field) =>
      (command.only ? command.only.includes(field.name) : field.name !== 'note' || field.required) && command.onOff !== field.name && !(field.name in (command.fixed ?? {})),
  );

function placeholder(field: { flag: string; type: string; choices?: readonly unknown[] }): string {
  if (field.type === 'boolean') return `--${field.flag}`;
  if (field.choices) return `--${field.flag} ${field.choices.join('|')}`;
  return `--${field.flag} ${field.type === 'number' ? 'N' : field.flag.toUpperCase().replace(/-/g, '_')}`;
}

/** One command's usage line: in --help's table, its hint in a column (`aligned`); alone, one space before it. */
function usageLine(command: Command, aligned = true): string {
  const parts: string[] = [command.words];
  if (command.onOff) parts.push('--on|--off');
  if (command.content) {
    const flags = Object.entries(command.content.flags).map(([flag, { number }]) => placeholder({ flag, type: number ? 'number' : 'string' }));
    parts.push(command.content.key === 'headlines' ? `${flags.join(' ')} [--off]` : flags.map((flag) => `[${flag}]`).join(' '));
  }
  for (const field of command.content ? [] : flagsOf(command)) {
    const shown = placeholder(field);
    parts.push(field.required && !(command.without?.flag === field.flag) ? shown : `[${shown}]`);
  }
  if (command.upload) parts.splice(1, 0, '--file PATH');
  if (command.preview) parts.push('[--preview]');
  const line = `  ${parts.join(' ')}`;
  return command.hint ? `${aligned ? line.padEnd(72) : line} (${command.hint})` : line;
}

/** The usage text, printed from the table. */
export function usage(): string {
  return [
    USAGE_HEAD,
    ...COMMANDS.map((command) => usageLine(command)),
    'Every change takes --note T and is recorded in the audit list under the account the token belongs to.',
    'The calls and their fields: GET /api/docs on the server.',
  ].join('\n');
}

/** Every flag any command takes (the parser's option list). */
function allFlags(): Record<string, { type: 'string' | 'boolean' }> {
  const options: Record<string, { type: 'string' | 'boolean' }> = {
    on: { type: 'boolean' },
    off: { type: 'boolean' },
    preview: { type: 'boolean' },
    note: { type: 'string' },
    file: { type: 'string' },
  };
  for (const command of COMMANDS) {
    for (const field of fieldsOf(OPERATOR_CALLS[command.call])) options[field.flag] = { type: field.type === 'boolean' ? 'boolean' : 'string' };
    for (const flag of Object.keys(command.content?.flags ?? {})) options[flag] = { type: 'string' };
  }
  return options;
}

const FLAGS = allFlags();

function numberOf(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new UsageError(`--${flag} must be a number`);
  return value;
}

/** The contract's first complaint about a part of the request, in our words with the field as its flag (`--points must be…`). */
function check(call: OperatorCallSpec, part: Part, value: Record<string, unknown>, fields: Field[]): void {
  const schema = call[part];
  if (!schema) return;
  const flagOf = (path: ReadonlyArray<PropertyKey>) => {
    const name = String(path[0] ?? '');
    return `--${fields.find((field) => field.name === name)?.flag ?? name}`;
  };
  const parsed = schema.safeParse(value, { error: inOurWords(flagOf) });
  if (!parsed.success) throw new UsageError(problemText(parsed.error.issues[0], flagOf));
}

/** A command of the table turned into its operator API request. */
function requestOf(command: Command, flags: Flags, preview: boolean): Request {
  const name = command.without && flags[command.without.flag] === undefined ? command.without.call : preview && command.preview ? command.preview : command.call;
  const call: OperatorCallSpec = OPERATOR_CALLS[name];
  const fields = fieldsOf(call).filter((field) => flagsOf(command).some((own) => own.name === field.name) || field.name === 'note');
  const parts: Record<Part, Record<string, unknown>> = { params: {}, query: {}, body: { ...command.fixed } };
  if (command.onOff) {
    if (Boolean(flags.on) === Boolean(flags.off)) throw new UsageError('give exactly one of --on, --off');
    parts.body[command.onOff] = Boolean(flags.on);
  }
  if (command.oneOf && command.oneOf.every((flag) => flags[flag] === undefined)) throw new UsageError(`give at least one of --${command.oneOf.join(', --')}`);
  for (const field of fields) {
    const given = flags[field.flag];
    if (given === undefined || given === '') {
      if (field.required) throw new UsageError(`--${field.flag} is required`);
      if (field.fallback !== undefined) parts[field.part][field.name] = field.fallback;
      continue;
    }
    parts[field.part][field.name] = field.type === 'number' && field.part === 'body' ? numberOf(field.flag, String(given)) : given;
  }
  if (command.file) {
    const file = flags[command.file.flag];
    if (typeof file !== 'string' || file === '') throw new UsageError(`--${command.file.flag} is required`);
    try {
      parts.body[command.file.into] = fs.readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`--${command.file.flag}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
    }
    parts.body[command.file.flag] = path.basename(file);
  }
  let upload: Request['upload'];
  if (command.upload) {
    const file = flags.file;
    if (typeof file !== 'string' || file === '') throw new UsageError('--file is required');
    if (flags['file-name'] === undefined) parts.query.file_name = path.basename(file);
    upload = { file, contentType: call.upload === true || call.upload === undefined ? 'application/gzip' : call.upload };
  }
  for (const part of ['params', 'query', 'body'] as const) check(call, part, parts[part], fields);
  return { method: call.method, path: operatorPath(call.path, parts.params, parts.query), ...(call.body ? { body: parts.body } : {}), ...(upload ? { upload } : {}) };
}

/** A content setting's request: only the flags given, renamed to the setting's fields; a headline among the others. */
function contentRequest(command: Command & { content: NonNullable<Command['content']> }, flags: Flags, headlines: Headlines): Request | Promise<Request> {
  const { key } = command.content;
  const path = operatorPath(OPERATOR_CALLS['content.set'].path, { key });
  const picked: Record<string, unknown> = {};
  for (const [flag, { field, number }] of Object.entries(command.content.flags)) {
    const value = flags[flag];
    if (typeof value === 'string') picked[field] = number ? numberOf(flag, value) : value;
  }
  if (key === 'headlines') {
    const id = picked.id;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw new UsageError('--id must be a positive whole number');
    if (typeof picked.notes !== 'string') throw new UsageError('--text is required');
    const text = picked.notes;
    return headlines().then((current) => ({
      method: 'POST' as const,
      path,
      body: [...current.filter((headline) => headline.id !== id), { id, status: !flags.off, notes: text }].sort((a, b) => a.id - b.id),
    }));
  }
  const names = Object.keys(command.content.flags);
  if (Object.keys(picked).length === 0) throw new UsageError(names.length === 1 ? `--${names[0]} is required` : `give at least one of --${names.join(', --')}`);
  // The note goes beside the fields, as the console sends it: the audit list keeps it (and owners' Today shows it).
  return { method: 'POST', path, body: typeof flags.note === 'string' ? { ...picked, note: flags.note } : picked };
}

/** Turns the command line into one operator API request. */
export function toRequest(args: string[], headlines: Headlines): Promise<Request> | Request {
  // The command first (its words, whatever the flags), so that any mistake in its flags is shown with its usage line.
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: false, options: FLAGS });
  const said = positionals.join(' ');
  const command = COMMANDS.find((candidate) => candidate.words === positionals.slice(0, candidate.words.split(' ').length).join(' '));
  try {
    const flags = parsedFlags(args);
    if (!command) {
      if (positionals[0] === 'content' && positionals[1] === 'set') {
        const kinds = COMMANDS.flatMap((candidate) => (candidate.content ? [candidate.words.split(' ')[2]] : []));
        throw new UsageError(`content set takes ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}`);
      }
      throw new UsageError(`unknown command: ${said || '(none)'}`);
    }
    if (command.content) return contentRequest(command as Command & { content: NonNullable<Command['content']> }, flags, headlines);
    return requestOf(command, flags, flags.preview === true);
  } catch (error) {
    // A known command: its own line says what it takes.
    if (error instanceof UsageError && command) throw new UsageError(error.message, `usage: npm run operator -- ${usageLine(command, false).trim()}`);
    throw error;
  }
}

/** The flags of a command line, each as its type says; a flag no command takes, or one without its value, is named. */
function parsedFlags(args: string[]): Flags {
  try {
    return parseArgs({ args, allowPositionals: true, strict: true, options: FLAGS }).values as Flags;
  } catch (error) {
    // (Node's own error, perhaps of another realm: read by its code and message, not instanceof.)
    const { code, message = String(error) } = error as { code?: string; message?: string };
    const flag = /'(-[^']*)'/.exec(message)?.[1];
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && flag) throw new UsageError(`unknown flag ${flag}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && flag) throw new UsageError(`${flag.split(' ')[0]} needs a value`);
    throw new UsageError(message);
  }
}
