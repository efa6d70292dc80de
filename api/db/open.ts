import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Db = Database.Database;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /**
   * Litestream replicates this file and checkpoints the WAL itself (it holds a read transaction
   * so that nothing else restarts the WAL under it): this connection never checkpoints, as
   * Litestream advises, so no checkpoint of ours races its own and forces a new generation
   * (docs/decisions/028-continuous-replication.md).
   */
  litestreamCheckpoints?: boolean;
}

/**
 * Opens (or creates) the SQLite file and applies pending numbered migrations in order.
 * WAL keeps readers off the writer's back; synchronous=FULL makes every committed order
 * survive a crash (issue 7, crash safety), at a small cost per write.
 *
 * Several server processes may hold the file at once (WEB_CONCURRENCY,
 * docs/decisions/016-several-processes.md): a writer waits up to busy_timeout for another's
 * write to end, and every `db.transaction` begins IMMEDIATE. A deferred transaction that reads
 * and then writes (claim a key if it is free, take a class spot if one is left) fails at once
 * with SQLITE_BUSY when another process wrote in between, busy_timeout or not; an immediate one
 * takes the write lock first and waits its turn. Every transaction of ours writes, so nothing
 * is lost by it.
 */
export function openDb(file: string, options: OpenOptions = {}): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  if (options.litestreamCheckpoints) db.pragma('wal_autocheckpoint = 0');
  immediateTransactions(db);
  migrate(db);
  return db;
}

/**
 * Makes `db.transaction(fn)()` begin IMMEDIATE. The variants stay at hand on it (`.deferred` for
 * a read-only transaction); better-sqlite3 defines them on every variant.
 */
function immediateTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((fn: (...args: never[]) => unknown) => transaction(fn).immediate) as Db['transaction'];
}

/**
 * Applies the migrations not yet applied. Each one is checked again inside its own write
 * transaction, so two processes starting on one file at once apply it once.
 */
export function migrate(db: Db): void {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const isApplied = db.prepare<[number], number>('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const files = readdirSync(migrationsDir)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
  for (const file of files) {
    const version = Number(file.slice(0, 3));
    if (applied.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      if (isApplied.get(version)) return;
      db.exec(sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        version,
        file,
        new Date().toISOString(),
      );
    }).immediate();
  }
}
