import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseGenerations } from './litestream';
import {
  behindSeconds,
  replicaLagReader,
  replicaWalPosition,
  shadowWalPosition,
  writeReplicaStatus,
  type ReplicaStatus,
} from './replica-status';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sift-replica-status-'));
  dirs.push(dir);
  return dir;
};

const T = 1_800_000_000_000;
const status = (over: Partial<ReplicaStatus>): ReplicaStatus => ({
  at: T,
  caughtUpAt: T,
  current: true,
  photosWaiting: 0,
  ...over,
});

describe('how far behind the replica is', () => {
  it('is 0 while the replica holds everything, however long the site has been idle', () => {
    expect(behindSeconds(status({ caughtUpAt: T }), T + 900)).toBe(0);
  });

  it('counts from the last moment the replica held everything', () => {
    expect(behindSeconds(status({ current: false, caughtUpAt: T - 41_600 }), T + 500)).toBe(42);
  });

  it('is unknown when nobody looked for 10 s, or the replica never caught up', () => {
    expect(behindSeconds(status({}), T + 10_001)).toBeNull();
    expect(behindSeconds(undefined, T)).toBeNull();
    expect(behindSeconds(status({ current: false, caughtUpAt: null }), T)).toBeNull();
  });

  it('is read from DATA_DIR at most once a second by each server process', () => {
    const dir = tempDir();
    let now = T;
    const read = replicaLagReader(dir, () => now);
    expect(read()).toBeNull();
    writeReplicaStatus(dir, status({ at: T, current: false, caughtUpAt: T - 5000 }));
    now += 500;
    expect(read(), 'the first read is kept for a second').toBeNull();
    now += 500;
    expect(read()).toBe(6);
  });
});

describe("Litestream's positions", () => {
  it("reads where the shadow WAL ends from Litestream's folder beside the database", () => {
    const dir = tempDir();
    const db = join(dir, 'sift-and-story.db');
    expect(shadowWalPosition(db)).toBeUndefined();
    const meta = join(dir, '.sift-and-story.db-litestream');
    mkdirSync(join(meta, 'generations', '0123456789abcdef', 'wal'), { recursive: true });
    writeFileSync(join(meta, 'generation'), '0123456789abcdef\n');
    writeFileSync(join(meta, 'generations', '0123456789abcdef', 'wal', '00000009.wal'), Buffer.alloc(100));
    writeFileSync(join(meta, 'generations', '0123456789abcdef', 'wal', '0000000a.wal'), Buffer.alloc(4152));
    expect(shadowWalPosition(db)).toEqual({ index: 10, offset: 4152 });
  });

  it("reads the replica's position from the metrics", () => {
    const metrics = [
      '# HELP litestream_replica_wal_index The current WAL index',
      'litestream_replica_wal_bytes{db="/data/sift-and-story.db",name="file"} 37112',
      'litestream_replica_wal_index{db="/data/sift-and-story.db",name="file"} 10',
      'litestream_replica_wal_offset{db="/data/sift-and-story.db",name="file"} 4152',
      'litestream_shadow_wal_index{db="/data/sift-and-story.db"} 10',
    ].join('\n');
    expect(replicaWalPosition(metrics)).toEqual({ index: 10, offset: 4152 });
    expect(replicaWalPosition('litestream_db_size{db="/x"} 16384')).toBeUndefined();
  });

  it('reads the generations table, skipping log lines', () => {
    const table = [
      '{"time":"2026-11-29T06:00:00Z","level":"ERROR","msg":"cannot list generations"}',
      'name  generation        lag    start                 end',
      'file  7585f04e07ec40c1  12s    2026-11-29T06:14:52Z  2026-11-29T06:15:06Z',
      'file  0aed7ff3bb0cf762  -20ms  2026-11-29T05:01:53Z  2026-11-29T05:30:00Z',
    ].join('\n');
    expect(parseGenerations(table)).toEqual([
      { name: '0aed7ff3bb0cf762', start: new Date('2026-11-29T05:01:53Z'), end: new Date('2026-11-29T05:30:00Z') },
      { name: '7585f04e07ec40c1', start: new Date('2026-11-29T06:14:52Z'), end: new Date('2026-11-29T06:15:06Z') },
    ]);
  });
});
