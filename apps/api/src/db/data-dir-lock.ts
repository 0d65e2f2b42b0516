import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One process per embedded database: PGlite keeps no lock of its own, and two servers on one
 * folder silently overwrite each other's writes. The folder `<dir>` is held through `<dir>.lock`,
 * created exclusively and holding the owner's pid. A lock whose process is gone (a crash, kill -9,
 * a container restarted with the same pid) is stale and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly ownerPid: number,
  ) {
    super(
      ownerPid === process.pid
        ? `The embedded database in ${dir} is already open in this process.`
        : `The embedded database in ${dir} is in use by another process (pid ${ownerPid}): stop it first, or give this server another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock files this process holds, released at exit if not before. */
const held = new Set<string>();
let releaseAtExit = false;

export function dataDirLockFile(dir: string): string {
  return `${path.resolve(dir)}.lock`;
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').split('\n')[0] ?? '', 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dir>.lock` for this process, or throws DataDirLockedError naming the owner. */
export function takeDataDirLock(dir: string): void {
  const file = dataDirLockFile(dir);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n${new Date().toISOString()}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(file);
      if (!releaseAtExit) {
        releaseAtExit = true;
        process.once('exit', () => [...held].forEach(removeIfOurs));
      }
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && ((owner === process.pid && held.has(file)) || (owner !== process.pid && isRunning(owner)))) {
      throw new DataDirLockedError(path.resolve(dir), owner);
    }
    // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(path.resolve(dir), readOwner(file) ?? 0);
}

function removeIfOurs(file: string): void {
  held.delete(file);
  if (readOwner(file) === process.pid) rmSync(file, { force: true });
}

/** Frees the folder for another process (after the database is closed). */
export function releaseDataDirLock(dir: string): void {
  const file = dataDirLockFile(dir);
  if (held.has(file)) removeIfOurs(file);
}
