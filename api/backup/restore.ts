import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BACKUPS_DIR, DB_FILE, integrityProblem } from './backup';

/** The running server's process id, kept in DATA_DIR while it holds the database. */
export const PID_FILE = 'server.pid';
/** Litestream's process id, kept in DATA_DIR while it replicates the database (api/replica/supervisor.ts). */
export const LITESTREAM_PID_FILE = 'litestream.pid';
/** Litestream's copy of the WAL beside the database; it belongs to that database only. */
export const LITESTREAM_META = `.${DB_FILE}-litestream`;

/** The pid of a live server holding DATA_DIR's database, if any. */
export function runningServer(dataDir: string): number | undefined {
  return livePid(join(dataDir, PID_FILE));
}

/** The pid of a live Litestream replicating DATA_DIR's database, if any. */
export function runningLitestream(dataDir: string): number | undefined {
  return livePid(join(dataDir, LITESTREAM_PID_FILE));
}

/** The process a pid file names, if it is alive. */
function livePid(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; still a server.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

export class RestoreError extends Error {}

/**
 * Puts a backup back into DATA_DIR: refuses while a server holds the database and when the
 * backup fails `PRAGMA integrity_check`. What DATA_DIR held before is moved aside to
 * DATA_DIR/backups/before-restore-<time>/, never deleted. Returns that folder (or undefined when
 * DATA_DIR held nothing).
 */
export function restore(backupDir: string, dataDir: string, now = new Date()): string | undefined {
  const source = resolve(backupDir);
  const pid = runningServer(dataDir);
  if (pid) throw new RestoreError(`A server (process ${pid}) holds ${dataDir}: stop it first, then restore.`);
  const litestream = runningLitestream(dataDir);
  if (litestream)
    throw new RestoreError(`Litestream (process ${litestream}) replicates ${dataDir}: stop it first, then restore.`);
  const backupDb = join(source, DB_FILE);
  const problem = integrityProblem(backupDb);
  if (problem) throw new RestoreError(`${backupDb} cannot be restored: ${problem}`);

  mkdirSync(dataDir, { recursive: true });
  const current = join(dataDir, DB_FILE);
  let aside: string | undefined;
  // Litestream's shadow WAL goes with the database it copied: kept beside the restored one, it
  // would take the old WAL for this database's.
  const present = [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, LITESTREAM_META, 'objects'].filter((f) =>
    existsSync(join(dataDir, f)),
  );
  if (present.length) {
    aside = join(dataDir, BACKUPS_DIR, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
    mkdirSync(aside, { recursive: true });
    for (const file of present) renameSync(join(dataDir, file), join(aside, file));
  }
  copyFileSync(backupDb, current);
  if (existsSync(join(source, 'objects')))
    cpSync(join(source, 'objects'), join(dataDir, 'objects'), { recursive: true });
  const restored = integrityProblem(current);
  if (restored) {
    rmSync(current, { force: true });
    throw new RestoreError(`The restored database failed its integrity check: ${restored}`);
  }
  return aside;
}
