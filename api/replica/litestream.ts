import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReplicaSettings } from '../config';
import { databaseRoot } from './replica-target';

/**
 * Litestream v0.3 (https://litestream.io/reference/config/), driven through its config file and
 * its commands: `replicate` beside the server, `restore` and `generations` for
 * `npm run restore -- --from-replica` (docs/decisions/028-continuous-replication.md).
 */

/** The versions whose config file and commands this module writes. */
const SUPPORTED = /^v0\.3\./;
/** How often the replica receives what Litestream copied from the WAL (Litestream's own check runs every 1 s too). */
export const SYNC_INTERVAL = '1s';
/**
 * A full snapshot every hour: a restore replays at most an hour of WAL, and Litestream's 24-hour
 * retention (it drops what precedes the oldest snapshot younger than that) keeps at least 23
 * hours that `--at` can reach. With only the generation's first snapshot, the day's retention
 * would drop the whole history at once.
 */
export const SNAPSHOT_INTERVAL = '1h';

export class ReplicaSetupError extends Error {}

const require = createRequire(import.meta.url);

/** The binary npm installed for this platform (the optional dependency `@flydotio/litestream-<platform>-<arch>`). */
function bundledBinary(): string | undefined {
  try {
    const manifest = require.resolve(`@flydotio/litestream-${process.platform}-${process.arch}/package.json`);
    const binary = join(dirname(manifest), process.platform === 'win32' ? 'litestream.exe' : 'litestream');
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Litestream binary (LITESTREAM_PATH, else the one npm installed), checked to be a v0.3
 * release; a clear error otherwise, since REPLICA_URL without replication would be a silent promise.
 */
export function findLitestream(settings: Pick<ReplicaSettings, 'litestreamPath'>): string {
  const binary = settings.litestreamPath ?? bundledBinary();
  if (!binary)
    throw new ReplicaSetupError(
      `REPLICA_URL is set, but no Litestream binary was found: npm installs @flydotio/litestream-linux-x64 on Linux x64 only. ` +
        `Install Litestream v0.3 (https://litestream.io/install/) and set LITESTREAM_PATH to the binary.`,
    );
  if (!existsSync(binary)) throw new ReplicaSetupError(`LITESTREAM_PATH names ${binary}, which does not exist.`);
  let version: string;
  try {
    version = execFileSync(binary, ['version'], { encoding: 'utf8', timeout: 10_000 }).trim();
  } catch (err) {
    throw new ReplicaSetupError(`${binary} did not run as Litestream: ${(err as Error).message}`);
  }
  if (!SUPPORTED.test(version))
    throw new ReplicaSetupError(
      `${binary} is Litestream ${version}; this site drives v0.3 (its config file and restore differ). ` +
        `Install v0.3.13 and set LITESTREAM_PATH to it.`,
    );
  return binary;
}

/** The one replica of the database, in Litestream's config fields (no URL: a path with spaces stays a path). */
function replicaConfig(settings: ReplicaSettings): Record<string, unknown> {
  const { target } = settings;
  const common = { 'sync-interval': SYNC_INTERVAL, 'snapshot-interval': SNAPSHOT_INTERVAL };
  switch (target.kind) {
    case 'file':
      return { type: 'file', path: databaseRoot(target), ...common };
    case 'sftp':
      return {
        type: 'sftp',
        host: `${target.host}:${target.port}`,
        user: target.user,
        path: databaseRoot(target),
        'key-path': settings.sshKey,
        ...common,
      };
    case 's3':
      // Credentials come from LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY (or AWS_*) in the environment.
      return { url: `s3://${target.bucket}/${databaseRoot(target)}`, ...common };
  }
}

export interface LitestreamFiles {
  /** The config file. */
  file: string;
  /** The database path the config names, which Litestream's commands take as their argument. */
  dbFile: string;
  /** Removes what was written. */
  remove: () => void;
}

/** The config `replicate` runs with, kept in DATA_DIR (rewritten at each start) so a crash leaves nothing elsewhere. */
export const REPLICATE_CONFIG = 'litestream.yml';

/**
 * Writes Litestream's config for `dbFile`. JSON is YAML, so values need no YAML quoting; commands
 * run with `-no-expand-env`, so a `$` in a path is only a `$`. For `replicate` (`dbFile` and a
 * `metricsAddr`, where Litestream serves Prometheus metrics on loopback for the supervisor's
 * lag), the file goes beside the database. Without `dbFile` (a restore, which writes with -o),
 * the config and an empty stand-in database go to a private temporary folder: `generations`
 * reads the database's file times, and DATA_DIR is left alone.
 */
export function writeLitestreamConfig(
  settings: ReplicaSettings,
  dbFile: string | undefined,
  metricsAddr?: string,
): LitestreamFiles {
  const dir = dbFile ? undefined : mkdtempSync(join(tmpdir(), 'sift-litestream-'));
  const file = dir ? join(dir, 'litestream.yml') : join(dirname(dbFile!), REPLICATE_CONFIG);
  const database = dbFile ?? join(dir!, 'stand-in.db');
  if (!dbFile) writeFileSync(database, '');
  const config = {
    ...(metricsAddr ? { addr: metricsAddr } : {}),
    logging: { type: 'json', level: 'info' },
    dbs: [{ path: database, replicas: [replicaConfig(settings)] }],
  };
  writeFileSync(file, JSON.stringify(config, null, 2), { mode: 0o600 });
  return { file, dbFile: database, remove: () => rmSync(dir ?? file, { recursive: true, force: true }) };
}

/** `litestream <args>`; resolves with stdout, rejects with the last lines Litestream wrote. */
export function runLitestream(binary: string, args: string[], timeoutMs = 10 * 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      binary,
      args,
      { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (!err) return resolve(stdout);
        reject(new ReplicaSetupError(litestreamError(stderr || stdout) || err.message));
      },
    );
  });
}

/** Litestream's message from its JSON or text log lines: the last error it wrote. */
export function litestreamError(output: string): string {
  const lines = output.trim().split('\n').filter(Boolean);
  for (const line of lines.reverse()) {
    try {
      const entry = JSON.parse(line) as { msg?: string; error?: string };
      if (entry.error) return entry.error;
      if (entry.msg) return entry.msg;
    } catch {
      const match = /error="?([^"]+)"?/.exec(line);
      return match ? match[1]! : line;
    }
  }
  return '';
}

export interface Generation {
  name: string;
  start: Date;
  end: Date;
}

/** `litestream generations`: every generation in the replica, oldest first. */
export async function listGenerations(binary: string, config: string, dbFile: string): Promise<Generation[]> {
  const out = await runLitestream(binary, ['generations', '-config', config, '-no-expand-env', dbFile]);
  return parseGenerations(out);
}

/** The table `litestream generations` prints: name, generation, lag, start, end (RFC 3339, whole seconds). */
export function parseGenerations(table: string): Generation[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('{') && !line.startsWith('name '))
    .map((line) => line.split(/\s+/))
    .filter((cells) => cells.length >= 5)
    .map(([, name, , start, end]) => ({ name: name!, start: new Date(start!), end: new Date(end!) }))
    .filter((g) => !Number.isNaN(g.start.getTime()) && !Number.isNaN(g.end.getTime()))
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
