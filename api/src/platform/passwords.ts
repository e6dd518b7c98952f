import crypto from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** scrypt cost: OWASP's minimum is N=2^17, r=8, p=1 (128 MiB). Stored in each hash, so it can rise later. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/** Every hashing thread is busy and the queue is full: the caller answers "busy" at once instead of waiting. */
export class HasherBusyError extends Error {
  constructor() {
    super('password hashing is at capacity');
    this.name = 'HasherBusyError';
  }
}

interface Job {
  input: { password: string; salt: Uint8Array; N: number; r: number; p: number };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

// The thread's whole program: scrypt, synchronously, one job at a time (plain JavaScript: it runs as it is, from the
// TypeScript sources and from the bundled server alike). On Linux it first lowers its own priority (nice 19: a thread
// id given to setpriority names that thread alone), so the CPU goes to serving before hashing whenever both want it.
const HASHING_THREAD = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, 19);
} catch {
  // Not Linux: the thread keeps the process's priority.
}
parentPort.on('message', ({ password, salt, N, r, p, keyLength }) => {
  try {
    const key = crypto.scryptSync(password, Buffer.from(salt), keyLength, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
});`;

/**
 * Password hashing on its own threads, never on libuv's pool: scrypt there (4 threads, 128 MiB and a few hundred ms
 * each) queued the file reads of every page and script behind guessed passwords. `threads` hash at once; up to
 * `queue` more wait their turn; past that a hash is refused with HasherBusyError, so a flood of logins costs the
 * server a bounded amount of CPU and memory and the pages keep being served.
 */
export class PasswordHasher {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly waiting: Job[] = [];
  private started = 0;
  private closed = false;
  /** Hashes computed so far (a made-up reset ticket, a refused login must cost none). */
  derived = 0;

  constructor(private readonly options: { threads: number; queue: number; logN: number }) {}

  /** Hashes a password with scrypt and a random salt: `scrypt$<logN>$<r>$<p>$<salt>$<hash>`. */
  async hash(password: string): Promise<string> {
    const salt = crypto.randomBytes(16);
    const { logN } = this.options;
    const hash = await this.derive({ password: password.normalize('NFKC'), salt, N: 2 ** logN, r: R, p: P });
    return ['scrypt', logN, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
  }

  /** Whether a password matches a stored hash (constant-time compare). */
  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, logN, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64url');
    const actual = await this.derive({ password: password.normalize('NFKC'), salt: Buffer.from(salt, 'base64url'), N: 2 ** Number(logN), r: Number(r), p: Number(p) });
    return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
  }

  /** Hashes waiting for a thread now (for tests and the readiness of a busy server). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Ends the threads; hashes not done yet are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.reject(new Error('the password hasher is closed'));
    const all = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    await Promise.all(all.map((worker) => worker.terminate()));
  }

  private derive(input: Job['input']): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the password hasher is closed'));
    const free = this.idle.length > 0 || this.started < this.options.threads;
    if (!free && this.waiting.length >= this.options.queue) return Promise.reject(new HasherBusyError());
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const worker = this.idle.pop() ?? (this.started < this.options.threads ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.waiting.shift()!;
      this.busy.set(worker, job);
      worker.ref();
      worker.postMessage({ ...job.input, keyLength: KEY_LENGTH });
    }
  }

  private spawn(): Worker {
    this.started += 1;
    const worker = new Worker(HASHING_THREAD, { eval: true });
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      if (!this.closed) this.idle.push(worker);
      if (job) {
        this.derived += 1;
        if (answer.key) job.resolve(Buffer.from(answer.key));
        else job.reject(new Error(answer.error ?? 'scrypt failed'));
      }
      this.dispatch();
    });
    // A thread that dies takes its job with it; the next hash starts another.
    const lost = (error: Error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      this.started -= 1;
      job?.reject(error);
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => {
      if (this.busy.has(worker) || this.idle.includes(worker)) lost(new Error(`the hashing thread exited (${code})`));
    });
    return worker;
  }
}
