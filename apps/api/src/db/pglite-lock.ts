import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** PGlite has no lock on its directory and a second process would corrupt it: this is ours. */
export class DataDirectoryLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The embedded database is already in use by process ${pid} (lock file ${lockPath}). ` +
        'Stop that process first, or point DATA_DIR at another directory, or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'DataDirectoryLockedError';
  }
}

export interface DirectoryLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file (holding our pid); a lock left by a dead process is taken over. */
export function acquireDirectoryLock(lockPath: string): DirectoryLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirectoryLockedError(lockPath, pid);
      rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}`);
}
