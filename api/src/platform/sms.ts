import fs from 'node:fs';
import path from 'node:path';

/** Sends a text message to a phone. Production plugs an SMS gateway in here. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** One line of the outbox file. */
export interface OutboxMessage {
  to: string;
  text: string;
  at: string;
}

/**
 * The default outside production: appends `{"to","text","at"}` per message to a JSON-lines file and logs it, so a
 * developer (or a browser test) can read the code a player would have received.
 */
export class OutboxSmsSender implements SmsSender {
  constructor(
    readonly file: string,
    private readonly log: (line: string) => void = () => undefined,
  ) {}

  async send(to: string, text: string): Promise<void> {
    const message: OutboxMessage = { to, text, at: new Date().toISOString() };
    await fs.promises.mkdir(path.dirname(this.file), { recursive: true });
    await fs.promises.appendFile(this.file, `${JSON.stringify(message)}\n`);
    this.log(`[sms outbox] to ${to}: ${text}`);
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
