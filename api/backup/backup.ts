import Database from 'better-sqlite3';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/open';

/** The database's file name in DATA_DIR and in each backup. */
export const DB_FILE = 'sift-and-story.db';
export const BACKUPS_DIR = 'backups';
/** A finished backup's folder: its UTC time, sortable ('2026-11-27T06-30-00-000Z'). */
const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** Whether the SQLite file passes `PRAGMA integrity_check`; the first problem otherwise. */
export function integrityProblem(file: string): string | undefined {
  if (!existsSync(file)) return `${file} does not exist`;
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    return result === 'ok' ? undefined : String(result);
  } catch (err) {
    return (err as Error).message;
  } finally {
    db?.close();
  }
}

/**
 * A consistent snapshot of the database (SQLite's online backup, safe while the server writes)
 * and the uploaded images, in DATA_DIR/backups/<time>/. Written under a `.partial` name and
 * renamed when complete and checked, so a half-written backup is never taken for one. Keeps the
 * newest `keep` backups. Returns the backup's folder.
 */
export async function backup(db: Db, dataDir: string, keep: number, now = new Date()): Promise<string> {
  const root = join(dataDir, BACKUPS_DIR);
  const name = now.toISOString().replace(/[:.]/g, '-');
  const partial = join(root, `${name}.partial`);
  const done = join(root, name);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    // All pages in one step: another connection's write cannot restart a half-copied backup.
    await db.backup(join(partial, DB_FILE), { progress: () => 1_000_000_000 });
    const problem = integrityProblem(join(partial, DB_FILE));
    if (problem) throw new Error(`The backup failed its integrity check: ${problem}`);
    const objects = join(dataDir, 'objects');
    if (existsSync(objects)) cpSync(objects, join(partial, 'objects'), { recursive: true });
    writeFileSync(
      join(partial, 'backup.json'),
      JSON.stringify({ createdAt: now.toISOString(), database: DB_FILE, objects: existsSync(objects) }, null, 2),
    );
    renameSync(partial, done);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  prune(root, keep);
  return done;
}

/** The finished backups, oldest first. */
export function listBackups(dataDir: string): string[] {
  const root = join(dataDir, BACKUPS_DIR);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((entry) => BACKUP_NAME.test(entry))
    .sort()
    .map((entry) => join(root, entry));
}

function prune(root: string, keep: number) {
  const all = readdirSync(root)
    .filter((entry) => BACKUP_NAME.test(entry))
    .sort();
  for (const entry of all.slice(0, Math.max(0, all.length - keep)))
    rmSync(join(root, entry), { recursive: true, force: true });
}

export const BACKUP_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * The server's backups: one at start, then every 24 hours. A failed backup is logged and tried
 * again at the next turn; it never stops the server.
 */
export function scheduleBackups(
  db: Db,
  dataDir: string,
  keep: number,
  log: (message: unknown) => void,
  info: (message: string) => void = console.log,
): () => void {
  const run = () =>
    backup(db, dataDir, keep)
      .then((dir) => info(`Backup written to ${dir}`))
      .catch((err: unknown) => log(err));
  void run();
  const timer = setInterval(() => void run(), BACKUP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
