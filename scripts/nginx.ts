import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './bench/build';

/**
 * deploy/nginx.conf on loopback, for the cache test (api/test/nginx-cache.test.ts) and the bench
 * (scripts/bench/nginx.ts): the same file with its deployment's paths templated into a temp dir,
 * plain HTTP on 127.0.0.1 instead of the HTTPS server, nginx run in the foreground with its own
 * pid, log and temp paths.
 */
export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

export function nginxPath(): string | null {
  if (process.env.NGINX_PATH && existsSync(process.env.NGINX_PATH)) return process.env.NGINX_PATH;
  return NGINX_CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** Fails with the command to run when nginx is missing (CI installs it: scripts/ensure-nginx.mjs). */
export function requireNginx(): string {
  const path = nginxPath();
  if (!path)
    throw new Error(
      `nginx is not installed (looked for NGINX_PATH, ${NGINX_CANDIDATES.join(', ')}). ` +
        "Install Debian's package: node scripts/ensure-nginx.mjs (as root), or apt-get install -y nginx.",
    );
  return path;
}

/** Replaces every `from` in `text`, and fails when there is none: the deployed file has drifted. */
function replaceAll(text: string, from: string | RegExp, to: string): string {
  const pattern = typeof from === 'string' ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g') : from;
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${String(from)}: update scripts/nginx.ts`);
  pattern.lastIndex = 0;
  return text.replace(pattern, () => to);
}

/** The server blocks of a config, by brace matching from each top-level `server {`. */
function withoutServerListening(text: string, port: RegExp): string {
  const starts = [...text.matchAll(/^server \{/gm)].map((m) => m.index);
  for (const start of starts.reverse()) {
    let depth = 0;
    let end = start;
    for (let i = start; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        end = i + 1;
        break;
      }
    }
    if (port.test(text.slice(start, end))) return text.slice(0, start) + text.slice(end);
  }
  throw new Error(`deploy/nginx.conf has no server block matching ${String(port)}`);
}

/** deploy/nginx.conf for loopback: HTTP on `listenPort`, the app at `originPort`, the cache in `cacheDir`. */
export function loopbackSiteConfig({
  listenPort,
  originPort,
  cacheDir,
}: {
  listenPort: number;
  originPort: number;
  cacheDir: string;
}): string {
  let site = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  site = withoutServerListening(site, /listen 80;/);
  site = replaceAll(site, /^\s*listen 443 ssl http2;$/m, `    listen 127.0.0.1:${listenPort};`);
  site = replaceAll(site, /^\s*listen \[::\]:443 ssl http2;\n/m, '');
  site = replaceAll(site, /^\s*ssl_[a-z_]+ .*;\n/gm, '');
  site = replaceAll(site, '/var/cache/nginx/sift-and-story', cacheDir);
  site = replaceAll(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${originPort};`);
  return site;
}

export interface RunningNginx {
  url: string;
  dir: string;
  stop: () => Promise<void>;
  /** nginx's error log so far. */
  errors: () => string;
}

/** Starts nginx in the foreground with deploy/nginx.conf in front of `originPort`. */
export async function startNginx({
  listenPort,
  originPort,
  extraConfig = () => '',
}: {
  listenPort: number;
  originPort: number;
  /** More server blocks for the same nginx (the bench's static reference), given its directory. */
  extraConfig?: (dir: string) => string;
}): Promise<RunningNginx> {
  const binary = requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'sift-nginx-'));
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir);
  writeFileSync(join(dir, 'site.conf'), loopbackSiteConfig({ listenPort, originPort, cacheDir }) + extraConfig(dir));
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root, nginx's workers would run as nobody, who cannot write the temp dirs.
      asRoot ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir}/${name}_temp;`),
      `  include ${dir}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () => {
    const log = join(dir, 'error.log');
    return stderr + (existsSync(log) ? readFileSync(log, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errors();
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
    }
    try {
      await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
      return { url, dir, stop, errors };
    } catch {
      if (Date.now() > deadline) {
        const log = errors();
        await stop();
        throw new Error(`nginx did not answer on ${url}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export interface OriginCounter {
  port: number;
  /** Requests forwarded to the app, by method and address (`GET /api/recipes`). */
  counts: Map<string, number>;
  total: () => number;
  reset: () => void;
  /**
   * Connections from nginx that ended, by who hung up: nginx (its side closed first) or this
   * server (Node's keep-alive timeout, as the app's own server would).
   */
  hangUps: { byNginx: number; byOrigin: number };
  close: () => Promise<void>;
}

/**
 * A pass-through in front of the app that counts what reaches it: nginx talks to this, this to
 * the app, so the count is exactly the requests that got past the cache.
 */
export function startOriginCounter(target: { port: number }, port = 0): Promise<OriginCounter> {
  const counts = new Map<string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server: Server = createServer((req, res) => {
    const key = `${req.method} ${req.url}`;
    if (req.url !== '/api/health') counts.set(key, (counts.get(key) ?? 0) + 1);
    const upstream = request(
      { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  const hangUps = { byNginx: 0, byOrigin: 0 };
  server.on('connection', (socket) => {
    socket.on('end', () => (hangUps.byNginx += 1));
    socket.on('close', () => {
      if (!socket.readableEnded) hangUps.byOrigin += 1;
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        counts,
        total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
        reset: () => counts.clear(),
        hangUps,
        close: () =>
          new Promise<void>((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
