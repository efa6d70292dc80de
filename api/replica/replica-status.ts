import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * How far behind the replica is (docs/decisions/028-continuous-replication.md). The supervisor
 * (api/replica/supervisor.ts) compares, every second, where Litestream's copy of the WAL ends
 * (its shadow WAL beside the database) with what the replica holds (its Prometheus gauges), and
 * counts the photos not yet copied; it writes the verdict to DATA_DIR/replica-status.json, which
 * every server process reads for GET /api/health. "Behind" is measured from the last moment the
 * replica held everything: 0 while it keeps up, however long the site has been idle.
 */

export const STATUS_FILE = 'replica-status.json';
/** A verdict older than this means the supervisor is not looking: the lag is unknown. */
export const STATUS_STALE_MS = 10_000;

export interface ReplicaStatus {
  /** When the supervisor looked (ms since the epoch). */
  at: number;
  /** The last look at which the replica held every write and every photo; null before the first. */
  caughtUpAt: number | null;
  /** Whether it held everything at `at`. */
  current: boolean;
  /** Photos in DATA_DIR/objects not yet in the replica. */
  photosWaiting: number;
}

export function writeReplicaStatus(dataDir: string, status: ReplicaStatus): void {
  const file = join(dataDir, STATUS_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(status), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function readReplicaStatus(dataDir: string): ReplicaStatus | undefined {
  try {
    const status = JSON.parse(readFileSync(join(dataDir, STATUS_FILE), 'utf8')) as ReplicaStatus;
    return typeof status.at === 'number' ? status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Seconds the replica is behind at `now`: 0 when it held everything at the last look, else the
 * time since it last did; null when nobody has looked for STATUS_STALE_MS (no supervisor, or it
 * stopped) or it never caught up yet.
 */
export function behindSeconds(status: ReplicaStatus | undefined, now: number): number | null {
  if (!status || now - status.at > STATUS_STALE_MS) return null;
  if (status.current) return 0;
  if (status.caughtUpAt === null) return null;
  return Math.max(0, Math.round((now - status.caughtUpAt) / 1000));
}

/** The health route's reader: at most one read of the file per second per process. */
export function replicaLagReader(dataDir: string, clock: () => number = Date.now): () => number | null {
  let readAt = -Infinity;
  let status: ReplicaStatus | undefined;
  return () => {
    const now = clock();
    if (now - readAt >= 1000) {
      status = readReplicaStatus(dataDir);
      readAt = now;
    }
    return behindSeconds(status, now);
  };
}

export interface WalPosition {
  index: number;
  offset: number;
}

/**
 * Where Litestream's shadow WAL ends: the highest WAL index of the current generation in
 * `.<db>-litestream/` beside the database, and that file's size. Undefined before Litestream
 * started a generation.
 */
export function shadowWalPosition(dbFile: string): WalPosition | undefined {
  const meta = join(dirname(dbFile), `.${basename(dbFile)}-litestream`);
  try {
    const generation = readFileSync(join(meta, 'generation'), 'utf8').trim();
    if (!/^[0-9a-f]{16}$/.test(generation)) return undefined;
    const walDir = join(meta, 'generations', generation, 'wal');
    const indexes = readdirSync(walDir)
      .map((name) => /^([0-9a-f]{8})\.wal$/.exec(name)?.[1])
      .filter((hex): hex is string => hex !== undefined)
      .map((hex) => parseInt(hex, 16));
    if (!indexes.length) return undefined;
    const index = Math.max(...indexes);
    return { index, offset: statSync(join(walDir, `${index.toString(16).padStart(8, '0')}.wal`)).size };
  } catch {
    return undefined;
  }
}

/** The replica's position from Litestream's metrics (`litestream_replica_wal_index` / `_offset`). */
export function replicaWalPosition(metrics: string): WalPosition | undefined {
  const gauge = (name: string) => {
    const match = new RegExp(`^litestream_replica_${name}\\{[^}]*\\} (\\S+)$`, 'm').exec(metrics);
    return match ? Number(match[1]) : undefined;
  };
  const index = gauge('wal_index');
  const offset = gauge('wal_offset');
  return index === undefined || offset === undefined || Number.isNaN(index) || Number.isNaN(offset)
    ? undefined
    : { index, offset };
}
