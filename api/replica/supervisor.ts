import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config, ReplicaSettings } from '../config';
import { DB_FILE } from '../backup/backup';
import { LITESTREAM_PID_FILE, runningLitestream, runningServer } from '../backup/restore';
import { findLitestream, writeLitestreamConfig } from './litestream';
import { completePhotos, photoReplica, type PhotoReplica } from './photo-replica';
import { describeTarget } from './replica-target';
import { replicaWalPosition, shadowWalPosition, writeReplicaStatus, type ReplicaStatus } from './replica-status';

/**
 * `npm start` with REPLICA_URL (docs/decisions/028-continuous-replication.md): one supervisor runs
 * the server (api/server.ts, with its WEB_CONCURRENCY workers) and Litestream beside it, copies new
 * photos to the replica, and says every second how far behind the replica is. Stopping one stops
 * both: when the server ends, Litestream makes its last sync and stops; when Litestream ends on
 * its own, the server is stopped, since it would keep taking writes no replica receives. SIGTERM
 * or SIGINT stops the server first, then copies the last photos, then lets Litestream make its
 * final sync, so whatever the server acknowledged reaches the replica.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LOOK_EVERY_MS = 1000;
const PHOTOS_EVERY_MS = 2000;
/** Photos copied in one sftp session at most, so one pass never holds the copy for long. */
const PHOTOS_PER_PASS = 100;
const STOP_SERVER_MS = 15_000;
const STOP_LITESTREAM_MS = 30_000;

export class SupervisorError extends Error {}

export async function supervise(config: Config & { replica: ReplicaSettings }): Promise<void> {
  const { dataDir } = config;
  const settings = config.replica;
  const dbFile = join(dataDir, DB_FILE);
  checkTarget(settings, dataDir);
  const binary = findLitestream(settings);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const server = runningServer(dataDir);
  if (server) throw new SupervisorError(`A server (process ${server}) already holds ${dataDir}: stop it first.`);
  const orphan = runningLitestream(dataDir);
  if (orphan)
    throw new SupervisorError(
      `Litestream (process ${orphan}) still replicates ${dataDir} from an earlier start: stop it first (kill ${orphan}).`,
    );

  const metricsPort = await freePort();
  const litestreamConfig = writeLitestreamConfig(settings, dbFile, `127.0.0.1:${metricsPort}`);
  const photos = photoReplica(settings, dataDir);
  console.log(`Replicating ${dbFile} to ${describeTarget(settings.target)} with Litestream (sync every 1 s).`);
  if (!photos)
    console.warn(
      `The photos in ${join(dataDir, 'objects')} are not copied to an s3 replica by the server: sync them yourself (docs/deploy.md).`,
    );

  let stopping = false;
  // Started once the server answers; `stop` may run before.
  const started: { litestream?: ChildProcess } = {};
  const serverProcess = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, REPLICA_SUPERVISED: '1' },
    stdio: 'inherit',
  });
  const serverExit = exited(serverProcess);
  const copyPhotos = photos && photoCopier(photos, join(dataDir, 'objects'));
  const lookAtReplica = replicaWatcher(dataDir, dbFile, `http://127.0.0.1:${metricsPort}/metrics`, () =>
    copyPhotos ? copyPhotos.waiting() : 0,
  );

  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    lookAtReplica.stop();
    if (serverProcess.exitCode === null && serverProcess.signalCode === null) {
      serverProcess.kill('SIGTERM');
      await within(serverExit, STOP_SERVER_MS, () => serverProcess.kill('SIGKILL'));
    }
    await copyPhotos?.stop();
    const { litestream } = started;
    if (litestream && litestream.exitCode === null && litestream.signalCode === null) {
      const done = exited(litestream);
      litestream.kill('SIGTERM');
      await within(done, STOP_LITESTREAM_MS, () => litestream.kill('SIGKILL'));
    }
    rmSync(join(dataDir, LITESTREAM_PID_FILE), { force: true });
    litestreamConfig.remove();
    process.exit(code);
  };
  // `on`, not `once`: a Ctrl-C reaches the supervisor twice under `npm start` (from the terminal and
  // from scripts/start.mjs), and a second, unhandled one would end it before Litestream's final sync.
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));
  void serverExit.then((code) => stop(typeof code === 'number' ? code : 1));

  // Litestream starts once the server answers: migrations and the demo content are in by then,
  // and nothing was acknowledged before, so its first snapshot holds every write.
  if (!(await serverAnswers(config, serverProcess)) || stopping) return;
  const litestream = spawn(binary, ['replicate', '-config', litestreamConfig.file, '-no-expand-env'], {
    cwd: dataDir,
    // Its own process group: a Ctrl-C in the terminal reaches the supervisor, which stops the
    // server before Litestream's final sync.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.litestream = litestream;
  litestream.on('error', (err) => {
    console.error(`Litestream could not run: ${err.message}`);
    void stop(1);
  });
  writeFileSync(join(dataDir, LITESTREAM_PID_FILE), String(litestream.pid), { mode: 0o600 });
  forwardLogs(litestream);
  void exited(litestream).then((code) => {
    if (stopping) return;
    console.error(`Litestream stopped (${code}): stopping the server, which no replica would follow.`);
    void stop(1);
  });
  lookAtReplica.start();
  copyPhotos?.start();
}

/** A file replica inside DATA_DIR would be lost with it; on the same disk it survives a bad edit, not the disk. */
function checkTarget(settings: ReplicaSettings, dataDir: string) {
  if (settings.target.kind !== 'file') return;
  const inside = relative(dataDir, settings.target.root);
  if (!inside.startsWith('..') && !inside.startsWith('/'))
    throw new SupervisorError(
      `REPLICA_URL must name a folder outside DATA_DIR (${dataDir}): the replica is what survives losing it.`,
    );
  let existing = settings.target.root;
  while (true) {
    try {
      if (statSync(existing).dev === statSync(dataDir).dev)
        console.warn(
          `REPLICA_URL (${settings.target.root}) is on the same disk as DATA_DIR: it survives a bad edit, not the disk's loss.`,
        );
      return;
    } catch {
      if (dirname(existing) === existing) return;
      existing = dirname(existing);
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal ?? 1)));
}

async function within(promise: Promise<unknown>, ms: number, onTimeout: () => void) {
  const timer = setTimeout(onTimeout, ms);
  await promise;
  clearTimeout(timer);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for GET /api/health; false when the server ended first. */
async function serverAnswers(config: Config, server: ChildProcess): Promise<boolean> {
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
}

/** Litestream's JSON log, one line each, without the two lines it writes for every WAL segment. */
function forwardLogs(child: ChildProcess) {
  const quiet = new Set(['write wal segment', 'wal segment written']);
  const forward = (stream: NodeJS.ReadableStream) => {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          const { time: _time, level, msg, ...fields } = JSON.parse(line) as Record<string, unknown>;
          if (quiet.has(String(msg))) continue;
          const detail = Object.entries(fields)
            .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
            .join(' ');
          (level === 'ERROR' || level === 'WARN' ? console.error : console.log)(`Litestream: ${msg} ${detail}`.trim());
        } catch {
          console.log(`Litestream: ${line}`);
        }
      }
    });
  };
  forward(child.stdout!);
  forward(child.stderr!);
}

/**
 * Every second: does the replica hold what Litestream copied from the WAL (its shadow WAL's end
 * against the replica's position in the metrics), and are all photos copied? The verdict goes
 * to DATA_DIR/replica-status.json (api/replica/replica-status.ts).
 */
function replicaWatcher(dataDir: string, dbFile: string, metricsUrl: string, photosWaiting: () => number) {
  let timer: NodeJS.Timeout | undefined;
  let caughtUpAt: number | null = null;
  let stopped = false;
  const look = async () => {
    let current: boolean;
    try {
      const metrics = await (await fetch(metricsUrl, { signal: AbortSignal.timeout(2000) })).text();
      const replica = replicaWalPosition(metrics);
      const shadow = shadowWalPosition(dbFile);
      current = !!replica && !!shadow && replica.index === shadow.index && replica.offset === shadow.offset;
    } catch {
      current = false;
    }
    const waiting = photosWaiting();
    const now = Date.now();
    if (current && waiting === 0) caughtUpAt = now;
    const status: ReplicaStatus = { at: now, caughtUpAt, current: current && waiting === 0, photosWaiting: waiting };
    try {
      writeReplicaStatus(dataDir, status);
    } catch (err) {
      console.error(`Could not write the replica's status: ${(err as Error).message}`);
    }
  };
  const loop = async () => {
    await look();
    if (!stopped) timer = setTimeout(() => void loop(), LOOK_EVERY_MS);
  };
  return {
    start: () => void loop(),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Copies every whole photo the replica lacks, every 2 s: first the replica's listing (until it
 * answers, nothing is copied, so nothing is copied twice), then only folders not copied yet. A
 * failure is logged once until the copy works again, and retried at the next pass.
 */
function photoCopier(replica: PhotoReplica, objectsDir: string) {
  let copied: Set<string> | undefined;
  let running = true;
  let failing = false;
  let pending = 0;
  const pass = async () => {
    copied ??= await replica.list();
    const missing = completePhotos(objectsDir, copied);
    pending = missing.length;
    for (let i = 0; i < missing.length; i += PHOTOS_PER_PASS) {
      const batch = missing.slice(i, i + PHOTOS_PER_PASS);
      await replica.put(batch, objectsDir);
      for (const key of batch) copied.add(key);
      pending -= batch.length;
    }
  };
  const attempt = async () => {
    try {
      await pass();
      if (failing) console.log('Copying the photos to the replica works again.');
      failing = false;
    } catch (err) {
      if (!failing)
        console.error(`Could not copy the photos to the replica (tried again every 2 s): ${(err as Error).message}`);
      failing = true;
      if (!copied) pending = completePhotos(objectsDir).length;
    }
  };
  let loop: Promise<void> = Promise.resolve();
  return {
    waiting: () => pending,
    start() {
      loop = (async () => {
        while (running) {
          await attempt();
          await sleep(PHOTOS_EVERY_MS);
        }
      })();
    },
    /** Ends the loop after one last pass (the server has stopped: nothing new comes). */
    async stop() {
      running = false;
      await loop;
      await attempt();
    },
  };
}
