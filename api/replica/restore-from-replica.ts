import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReplicaSettings } from '../config';
import { BACKUPS_DIR, DB_FILE } from '../backup/backup';
import { restore, RestoreError, runningLitestream, runningServer } from '../backup/restore';
import { findLitestream, listGenerations, runLitestream, writeLitestreamConfig } from './litestream';
import { photoReplica } from './photo-replica';
import { describeTarget } from './replica-target';

/**
 * `npm run restore -- --from-replica [--at <ISO time>]` (docs/decisions/028-continuous-replication.md):
 * rebuilds DATA_DIR from the replica, on this machine after losing its disk or on a new one.
 * Litestream restores the database (the newest state, or the state at a time) into a backup-shaped
 * folder in DATA_DIR/backups/, the photos are copied beside it, and the backup restore puts it in
 * place: it refuses while a server or Litestream holds DATA_DIR, checks `PRAGMA integrity_check`,
 * and moves what DATA_DIR held aside instead of deleting it.
 */

export interface ReplicaRestore {
  /** Where what DATA_DIR held before went, if it held anything. */
  aside?: string;
  /** The replica's generation restored (Litestream names one per continuous run of a database). */
  generation?: string;
  /** Set when --at fell after the last change the replica holds: the state restored is from then. */
  newestAt?: Date;
  photos: number | 'not copied (s3)';
  /** How long it took, in ms. */
  tookMs: number;
}

export async function restoreFromReplica(
  settings: ReplicaSettings,
  dataDir: string,
  options: { at?: Date; now?: Date } = {},
): Promise<ReplicaRestore> {
  const started = Date.now();
  const now = options.now ?? new Date();
  const server = runningServer(dataDir);
  if (server) throw new RestoreError(`A server (process ${server}) holds ${dataDir}: stop it first, then restore.`);
  const replicating = runningLitestream(dataDir);
  if (replicating)
    throw new RestoreError(`Litestream (process ${replicating}) replicates ${dataDir}: stop it first, then restore.`);
  let binary: string;
  try {
    binary = findLitestream(settings);
  } catch (err) {
    throw new RestoreError((err as Error).message);
  }

  const staging = join(dataDir, BACKUPS_DIR, `from-replica-${now.toISOString().replace(/[:.]/g, '-')}.partial`);
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const config = writeLitestreamConfig(settings, undefined);
  const where = describeTarget(settings.target);
  try {
    const restoreTo = (...extra: string[]) =>
      runLitestream(binary, [
        'restore',
        '-config',
        config.file,
        '-no-expand-env',
        '-o',
        join(staging, DB_FILE),
        ...extra,
        config.dbFile,
      ]);
    let generation: string | undefined;
    let newestAt: Date | undefined;
    try {
      if (!options.at) await restoreTo();
      else {
        const live = await generationAt(binary, config.file, config.dbFile, options.at, where);
        generation = live.name;
        // Past the generation's last change by a second or more: its newest state is the state then.
        if (options.at.getTime() >= live.end.getTime() + 1000) newestAt = live.end;
        else {
          try {
            await restoreTo('-generation', live.name, '-timestamp', options.at.toISOString());
          } catch (err) {
            // Within the last change's second, after it: Litestream refuses a time past its span.
            if (!NOTHING_MATCHED.test((err as Error).message) || options.at < live.end) throw err;
            newestAt = live.end;
          }
        }
        if (newestAt) await restoreTo('-generation', live.name);
      }
    } catch (err) {
      if (err instanceof RestoreError) throw err;
      const reason = (err as Error).message;
      throw new RestoreError(
        NOTHING_MATCHED.test(reason)
          ? `The replica at ${where} holds no database to restore.`
          : `Litestream could not restore from ${where}: ${reason}`,
      );
    }
    const photos = photoReplica(settings, dataDir);
    let photoCount: ReplicaRestore['photos'] = 'not copied (s3)';
    if (photos) {
      try {
        photoCount = await photos.fetchAll(join(staging, 'objects'));
      } catch (err) {
        throw new RestoreError(`The photos could not be copied from ${where}: ${(err as Error).message}`);
      }
    }
    writeFileSync(
      join(staging, 'backup.json'),
      JSON.stringify({ createdAt: now.toISOString(), from: where, at: options.at?.toISOString() ?? null }, null, 2),
    );
    const aside = restore(staging, dataDir, now);
    return { aside, generation, newestAt, photos: photoCount, tookMs: Date.now() - started };
  } finally {
    config.remove();
    rmSync(staging, { recursive: true, force: true });
  }
}

const NOTHING_MATCHED = /no matching backups|no snapshots/i;

/**
 * The generation that was live at `at`: the newest one started at or before it. Litestream
 * restores by time only inside a generation's span (first to last change), so for a time after
 * a generation's last change (the site was idle) the caller restores that generation's newest
 * state, which is the state at that time. A time before the replica's first state is refused.
 */
async function generationAt(binary: string, config: string, dbFile: string, at: Date, where: string) {
  let generations;
  try {
    generations = await listGenerations(binary, config, dbFile);
  } catch (err) {
    throw new RestoreError(`Litestream could not read the replica at ${where}: ${(err as Error).message}`);
  }
  if (!generations.length) throw new RestoreError(`The replica at ${where} holds no database to restore.`);
  // `generations` prints whole seconds: a start within the second of `at` counts as before it.
  const live = generations.filter((g) => g.start.getTime() <= at.getTime()).pop();
  if (!live)
    throw new RestoreError(
      `The replica's oldest state is from ${generations[0]!.start.toISOString()}: --at must be that time or later.`,
    );
  return live;
}
