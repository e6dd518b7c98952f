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
 * Takes the embedded database folder for this process: `server.lock` holds our pid, created whole by a hard link (so
 * no one reads it half-written). A lock left by a process that is gone (kill -9, a crash) is taken over. Returns the
 * release; throws DataDirInUseError while a live process holds it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const mine = path.join(dataDir, `server.lock.${process.pid}`);
  fs.writeFileSync(mine, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        fs.linkSync(mine, lockFile);
        return () => {
          const holder = fs.readFileSync(lockFile, 'utf8').trim();
          if (holder === String(process.pid)) fs.rmSync(lockFile, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(lockFile, { force: true });
    }
    throw new Error(`Could not take the lock ${lockFile}`);
  } finally {
    fs.rmSync(mine, { force: true });
  }
}
