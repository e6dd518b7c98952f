import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { toRequest, UsageError, usage } from './grammar';

const noHeadlines = async () => [];

/** The usage error a command line makes (it fails before anything is sent). */
function refusal(args: string[]): UsageError {
  try {
    void toRequest(args, noHeadlines);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`${args.join(' ')} was accepted`);
}

describe('a command line that cannot be sent says what is wrong, with one usage line', () => {
  test.each([
    [['wallet', 'credit', '--mobile', '9876543210'], '--points is required', 'usage: npm run operator -- wallet credit --mobile MOBILE --points N --note NOTE'],
    [['wallet', 'credit', '--mobile'], '--mobile needs a value', 'usage: npm run operator -- wallet credit --mobile MOBILE --points N --note NOTE'],
    [['user', 'list', '--colour', 'red'], 'unknown flag --colour', 'usage: npm run operator -- user list [--q Q] [--after N]'],
    [['user', 'betting', '--mobile', '9876543210'], 'give exactly one of --on, --off', 'usage: npm run operator -- user betting --on|--off --mobile MOBILE'],
    [
      ['content', 'set', 'headline', '--text', 'Hello'],
      '--id must be a positive whole number',
      'usage: npm run operator -- content set headline --id N --text TEXT [--off] (1 home, 2 add funds, 3 another screen; --off hides it)',
    ],
    // The contract's refusals, in our words with the flag (the kernel's input-problems.ts, as the API's).
    [['withdraw', 'list', '--status', '7'], '--status must be one of 0, 1, 2', 'usage: npm run operator -- withdraw list [--status N] [--player PLAYER] (--status 0 pending, 1 cancelled, 2 approved)'],
    [['rates', 'set', '--kind', 'main', '--type', 'single_digit', '--val1', '1.5', '--val2', '95'], '--val1 must be a whole number', expect.stringMatching(/^usage: npm run operator -- rates set /)],
    [
      ['notice', 'send', '--audience', 'all', '--title', 'Hi', '--body', 'Hello'],
      '--audience must be one of everyone, bid-today, market',
      'usage: npm run operator -- notice send --audience everyone|bid-today|market [--market MARKET] --title TITLE --body BODY (--market NAME with --audience market; NOTICES_PER_DAY a day)',
    ],
    [['notice', 'preview', '--audience', 'market', '--market'], '--market needs a value', expect.stringMatching(/^usage: npm run operator -- notice preview --audience /)],
    [['fly', 'away'], 'unknown command: fly away', 'usage: npm run operator -- <noun> <verb> [--flags]   (--help lists every command)'],
    [['content', 'set', 'nothing'], 'content set takes contacts, withdraw, deposit, rules, how-to-play, payment, headline or app-version', 'usage: npm run operator -- <noun> <verb> [--flags]   (--help lists every command)'],
  ])('%p', (args, message, line) => {
    const error = refusal(args);
    expect({ message: error.message, usage: error.usage }).toEqual({ message, usage: line });
  });

  test('each command’s line is its line of --help', () => {
    const error = refusal(['market', 'add', '--kind', 'main', '--name', 'X', '--open', '25:00']);
    expect(error.usage).toBe('usage: npm run operator -- market add --kind main|starline|gali --name NAME --open OPEN [--close CLOSE] (times like "03:45 PM"; a main market needs --close)');
    expect(usage().split('\n').map((line) => line.replace(/\s+/g, ' ').trim())).toContain(error.usage.replace('usage: npm run operator -- ', ''));
  });

  test('the CLI prints the error as JSON and the one line under it, not the whole help, and exits 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'operator.ts'), 'deposit', 'approve'], { encoding: 'utf8', env: { ...process.env, OPERATOR_TOKEN: 'unused' } });
    expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual({
      status: 1,
      stdout: `${JSON.stringify({ error: '--id is required' })}\n`,
      stderr: 'usage: npm run operator -- deposit approve --id N\n',
    });
  });
});
