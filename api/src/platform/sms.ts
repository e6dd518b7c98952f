import fs from 'node:fs';
import path from 'node:path';

/** Sends a text message to a phone. Throws SmsSendError when it could not be sent. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** A message could not be handed to the SMS gateway (after its retry). */
export class SmsSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** One line of the outbox file. */
export interface OutboxMessage {
  to: string;
  text: string;
  at: string;
}

/**
 * The default outside production: appends `{"to","text","at"}` per message to a JSON-lines file only its owner can
 * read (mode 0600), so a developer (or a browser test) can read the code a player would have received. The log says
 * that a message went, never what it said.
 */
export class OutboxSmsSender implements SmsSender {
  private checkedMode = false;
  constructor(
    readonly file: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const message: OutboxMessage = { to, text, at: new Date().toISOString() };
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${JSON.stringify(message)}\n`, { mode: 0o600 });
    // A file made before (by an older version) keeps its mode on append: tighten it once.
    if (!this.checkedMode) {
      await fs.promises.chmod(this.file, 0o600);
      this.checkedMode = true;
    }
    this.log(`[sms outbox] a message to ${to} is in ${this.file}`);
  }
}

export interface HttpSmsOptions {
  url: string;
  token: string | undefined;
  timeoutMs: number;
  /** Tries after the first when the gateway does not answer, or answers 5xx or 429. */
  retries?: number;
}

/**
 * An HTTP SMS gateway: `POST <url>` with `{"to": "91XXXXXXXXXX", "text": …}` as JSON and `Authorization: Bearer
 * <token>`; any 2xx is sent. A timeout, a network error, a 5xx or a 429 is tried once more; then SmsSendError.
 */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(to: string, text: string): Promise<void> {
    const attempts = 1 + (this.options.retries ?? 1);
    let problem = '';
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
          },
          body: JSON.stringify({ to: `91${to}`, text }),
          signal,
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return;
        problem = `the gateway answered ${response.status}`;
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        problem = signal.aborted ? `no answer in ${this.options.timeoutMs} ms` : `the gateway could not be reached (${(error as Error).message})`;
      }
    }
    throw new SmsSendError(`SMS to ${to} not sent: ${problem}`);
  }
}

/** Reads the outbox (for tests and the operator). */
export function readOutbox(file: string): OutboxMessage[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}
