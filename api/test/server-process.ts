import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM (SIGKILL after 10 s); the exit code, or the signal's name when killed by one. */
  stop: () => Promise<number | string>;
}

/**
 * The real server, `node --import tsx api/server.ts`, on 127.0.0.1:`port` over `dataDir`, started
 * as `npm start` starts it; resolves once GET /api/health answers.
 */
export async function startServerProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // No built front end: these servers answer the API.
      DIST_DIR: join(dataDir, 'no-dist'),
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'cluster-admin-password',
      DEMO_CONTENT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exit = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const result = await exit;
      clearTimeout(timer);
      return result;
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (await healthy(url)) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server at ${url} not healthy after 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
