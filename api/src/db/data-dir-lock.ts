import fs from 'node:fs';
import path from 'node:path';

/** Another live server holds the embedded database folder: two PGlite servers on one folder lose writes silently. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dataDir} is in use by process ${pid}: stop that server first, or give this one another DATA_DIR.`);
    this.name = 'DataDirInUseError';
  }
}

/** The data folder cannot be made or written (no permission, a read-only or full disk): said in one line at start. */
export class DataDirUnwritableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly reason: string,
  ) {
    super(`The data folder ${dataDir} cannot be written (${reason}): give the server a folder it can write (DATA_DIR), with free space.`);
    this.name = 'DataDirUnwritableError';
  }
}

const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

/** The probe file a process writes to prove the folder takes writes: its own name, so workers do not meet. */
export const probeFile = (dataDir: string) => path.join(dataDir, `.write-probe.${process.pid}`);
/** One block of data, written and flushed: a full disk refuses it. */
const PROBE = Buffer.alloc(4096, 0x2e);

/** Makes the folder if needed and proves it takes a flushed write (then removes the probe); throws DataDirUnwritableError. */
export function checkDataDirWritable(dataDir: string): void {
  const probe = probeFile(dataDir);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const fd = fs.openSync(probe, 'w', 0o600);
    try {
      fs.writeSync(fd, PROBE);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new DataDirUnwritableError(dataDir, reasonOf(error));
  } finally {
    try {
      fs.rmSync(probe, { force: true });
    } catch {
      // No folder, no probe.
    }
  }
}

/** As `checkDataDirWritable`, without blocking the server: for the readiness check. Resolves to the problem, or null. */
export async function dataDirProblem(dataDir: string): Promise<string | null> {
  const probe = probeFile(dataDir);
  try {
    const file = await fs.promises.open(probe, 'w', 0o600);
    try {
      await file.write(PROBE);
      await file.sync();
    } finally {
      await file.close();
    }
    return null;
  } catch (error) {
    return reasonOf(error);
  } finally {
    await fs.promises.rm(probe, { force: true }).catch(() => undefined);
  }
}

/** When a process started (clock ticks after boot, /proc/<pid>/stat field 22), or null where there is no /proc. */
function startTimeOf(pid: number): string | null {
  try {
    // The fields after the command's closing parenthesis: the start time is the 20th of them.
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the holder named in a lock is still the server that wrote it: alive, and (where /proc tells) started when
 * the lock says, so a pid reused by an unrelated process after a crash does not count. A lock of the older format
 * (the pid alone) counts while a Node.js process has the pid.
 */
function holderIsOurs(pid: number, startTime: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  const now = startTimeOf(pid);
  if (now === null) return true;
  if (startTime) return now === startTime;
  try {
    return /(^|\/)node(\0|$)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '') || fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
  } catch {
    return true;
  }
}

/**
 * Takes the embedded database folder for this process: `server.lock` holds our pid and start time, created whole by a
 * hard link (so no one reads it half-written). A lock left by a process that is gone (kill -9, a crash), or whose pid
 * now belongs to another process, is taken over. Returns the release; throws DataDirInUseError while the server that
 * wrote it runs, DataDirUnwritableError when the folder takes no writes.
 */
export function lockDataDir(dataDir: string): () => void {
  checkDataDirWritable(dataDir);
  const lockFile = path.join(dataDir, 'server.lock');
  const mine = path.join(dataDir, `server.lock.${process.pid}`);
  fs.writeFileSync(mine, `${process.pid}\n${startTimeOf(process.pid) ?? ''}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        fs.linkSync(mine, lockFile);
        return () => {
          const [holder] = fs.readFileSync(lockFile, 'utf8').split('\n');
          if (holder?.trim() === String(process.pid)) fs.rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const [pidLine = '', startLine] = fs.readFileSync(lockFile, 'utf8').split('\n');
      const holder = Number.parseInt(pidLine, 10);
      if (Number.isInteger(holder) && holder > 0 && holderIsOurs(holder, startLine?.trim() || undefined)) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
    throw new Error(`Could not take the lock ${lockFile}`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}
