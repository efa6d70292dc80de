import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build';

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for error messages. */
  output: () => string;
  /** SIGTERM, then SIGKILL after 5 s; resolves when the process is gone. */
  stop: () => Promise<void>;
  /** SIGKILL now (a crash); resolves when the process is gone. */
  kill: () => Promise<void>;
}

export interface ServerOptions {
  port?: number;
  dataDir?: string;
  distDir?: string;
  env?: Record<string, string>;
  /** How long to wait for GET /api/health (the first start renders the demo images). */
  timeoutMs?: number;
}

/** A port the OS says is free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
  output?: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy:\n${output?.() ?? ''}`);
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms:\n${output?.() ?? ''}`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The real server process, `node --import tsx api/server.ts`, on 127.0.0.1 with its own
 * DATA_DIR (a fresh temp dir unless given: the first start migrates and seeds the demo content).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'sift-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir ?? join(ROOT, 'dist'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      DEMO_CONTENT: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const output = () => log;
  const server: RunningServer = {
    url,
    port,
    dataDir,
    child,
    output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited(child);
      clearTimeout(timer);
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited(child);
    },
  };
  try {
    await waitForHealth(url, options.timeoutMs ?? 120_000, child, output);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}
