import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReplicaSettings } from '../config';
import { DB_FILE } from '../backup/backup';
import { RestoreError } from '../backup/restore';
import { openDb } from '../db/open';
import { findLitestream, writeLitestreamConfig } from './litestream';
import { filePhotos } from './photo-replica';
import { restoreFromReplica } from './restore-from-replica';

/**
 * `npm run restore -- --from-replica` against a real Litestream (the npm binary) replicating a
 * real SQLite file to a file replica for a few seconds; the whole drill with the server is
 * api/replica/replica-drill.slow.test.ts.
 */

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sift-replica-restore-'));
  dirs.push(dir);
  return dir;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database with `rows` notes, replicated by `litestream replicate` until each batch is in. */
async function replicatedSite(batches: number[][]) {
  const dataDir = tempDir();
  const settings: ReplicaSettings = { target: { kind: 'file', root: join(tempDir(), 'sift') }, supervised: true };
  const dbFile = join(dataDir, DB_FILE);
  const db = openDb(dbFile, { litestreamCheckpoints: true });
  db.exec('CREATE TABLE IF NOT EXISTS notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  const config = writeLitestreamConfig(settings, dbFile);
  const litestream = spawn(findLitestream(settings), ['replicate', '-config', config.file, '-no-expand-env'], {
    stdio: 'ignore',
  });
  const times: Date[] = [];
  try {
    for (const batch of batches) {
      for (const id of batch) db.prepare('INSERT INTO notes (id, body) VALUES (?, ?)').run(id, `note ${id}`);
      // Litestream looks every second and sends at once: 2.5 s is well past it.
      await sleep(2500);
      times.push(new Date());
      await sleep(1200);
    }
  } finally {
    const exited = new Promise((r) => litestream.once('exit', r));
    litestream.kill('SIGTERM');
    await exited;
    db.close();
    config.remove();
  }
  return { dataDir, settings, times };
}

const notes = (dataDir: string) => {
  const db = new Database(join(dataDir, DB_FILE), { readonly: true });
  try {
    return db.prepare('SELECT id FROM notes ORDER BY id').pluck().all();
  } finally {
    db.close();
  }
};

describe('restoring from the replica', () => {
  it('rebuilds DATA_DIR with the newest state and the photos, and by time with the state then', async () => {
    const { dataDir, settings, times } = await replicatedSite([
      [1, 2],
      [3, 4],
    ]);
    const photo = join(dataDir, 'objects', 'upload-abc');
    mkdirSync(photo, { recursive: true });
    for (const width of [400, 800, 1200]) writeFileSync(join(photo, `${width}.webp`), `a photo, ${width} wide`);
    await filePhotos(join(settings.target.root, 'objects')).put(['upload-abc'], join(dataDir, 'objects'));

    const lost = tempDir();
    const done = await restoreFromReplica(settings, lost);
    expect(notes(lost)).toEqual([1, 2, 3, 4]);
    expect(done.photos).toBe(1);
    expect(readFileSync(join(lost, 'objects', 'upload-abc', '1200.webp'), 'utf8')).toBe('a photo, 1200 wide');

    const earlier = tempDir();
    await restoreFromReplica(settings, earlier, { at: times[0] });
    expect(notes(earlier)).toEqual([1, 2]);

    // What DATA_DIR held is moved aside, Litestream's shadow WAL with it.
    const aside = (await restoreFromReplica(settings, dataDir)).aside!;
    expect(readdirSync(aside)).toEqual(expect.arrayContaining(['.sift-and-story.db-litestream', DB_FILE, 'objects']));
    expect(notes(dataDir)).toEqual([1, 2, 3, 4]);
  }, 60_000);

  it('says when --at is older than anything the replica holds, and when the replica is empty', async () => {
    const { settings } = await replicatedSite([[1]]);
    await expect(restoreFromReplica(settings, tempDir(), { at: new Date('2020-01-01T00:00:00Z') })).rejects.toThrow(
      /^The replica's oldest state is from \d{4}-.*: --at must be that time or later\.$/,
    );
    const empty: ReplicaSettings = { target: { kind: 'file', root: tempDir() }, supervised: false };
    await expect(restoreFromReplica(empty, tempDir())).rejects.toThrow(
      new RestoreError(`The replica at file://${empty.target.root} holds no database to restore.`),
    );
  }, 30_000);
});
