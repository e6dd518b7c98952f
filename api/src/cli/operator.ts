// The operator CLI: `npm run operator -- <noun> <verb> [--flags]` (`--help` lists the commands). It talks to the running server's operator API
// (the embedded database has one process), prints one JSON object, and exits 1 with {"error": …} on failure (a command
// line that cannot be sent: with the command's usage line on stderr).
// Server: OPERATOR_URL (default http://127.0.0.1:$PORT, PORT default 8080). Token: OPERATOR_TOKEN, else RELEASE_TOKEN
// (a team token: a team's CI ships its remote with it), else DATA_DIR/operator.token (DATA_DIR default ./data).
import fs from 'node:fs';
import path from 'node:path';
import { OPERATOR_CALLS, operatorPath } from '@matka/shared-kernel/operator-contract';
import { UsageError, toRequest, usage, type Request } from './grammar';

// The grammar (every command, its flags and the usage text) is made from the operator API's contract: ./grammar.ts.
export { UsageError, toRequest, usage };

function operatorToken(): string {
  if (process.env.OPERATOR_TOKEN) return process.env.OPERATOR_TOKEN;
  if (process.env.RELEASE_TOKEN) return process.env.RELEASE_TOKEN;
  const file = path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'operator.token');
  if (!fs.existsSync(file)) throw new Error(`no operator token: set OPERATOR_TOKEN (or a team's RELEASE_TOKEN), or start the server once (it writes ${file})`);
  return fs.readFileSync(file, 'utf8').trim();
}

/** The server's refusal of a call: its status and its message. */
class RefusedCall extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function main(args: string[]): Promise<void> {
  const base = process.env.OPERATOR_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const send = async (request: Request) => {
    const type = request.upload ? request.upload.contentType : request.body === undefined ? undefined : 'application/json';
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: { authorization: `Bearer ${operatorToken()}`, ...(type ? { 'content-type': type } : {}) },
      body: request.upload ? fs.readFileSync(request.upload.file) : request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const answer = (await response.json().catch(() => ({ error: `HTTP ${response.status}` }))) as Record<string, unknown>;
    if (!response.ok) throw new RefusedCall(response.status, String(answer.error ?? `HTTP ${response.status}`));
    return answer;
  };
  if (args.length === 0 || args.includes('--help') || args[0] === 'help') {
    console.log(usage());
    return;
  }
  const request = await toRequest(args, async () => {
    try {
      const content = (await send({ method: 'GET', path: OPERATOR_CALLS['content.show'].path })) as { headlines?: Array<{ id: number; status: boolean; notes: string }> };
      return content.headlines ?? [];
    } catch (error) {
      if (!(error instanceof RefusedCall && error.status === 403)) throw error;
      // Who may not read the content may not change it: say so in the words of the change asked for. The server checks
      // a caller before it reads a body, so the change sent with none is refused as it is, and changes nothing.
      await send({ method: 'POST', path: operatorPath(OPERATOR_CALLS['content.set'].path, { key: 'headlines' }) });
      throw error;
    }
  });
  console.log(JSON.stringify(await send(request)));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.log(JSON.stringify({ error: message }));
    // One line, the command's own: the 60 lines of --help would bury the error.
    if (error instanceof UsageError) console.error(error.usage);
    process.exit(1);
  });
}
