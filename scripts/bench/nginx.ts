import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { editVisibleWithinSeconds } from '../../api/http/cache-control';
import { startNginx, startOriginCounter } from '../nginx';
import { fmt, type Row } from './table';

/**
 * The spike a shared cache is for (docs/scaling.md): deploy/nginx.conf on loopback in front of the
 * real server, a bounded burst of requests over one recipe page, the home page and the catalog,
 * and what got through to the app (a counting pass-through between nginx and the app says).
 * The reference: the same nginx sending the same bytes as static files. Then an admin edit, and
 * how long until a visitor going through the cache sees it.
 */
export const SPIKE_PATHS = ['/recipes/vanilla-buttercream', '/', '/api/recipes'] as const;
/** A browser's request: it takes gzip and Brotli, so the cache's gzip copies are what is sent. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
/** The recipe edited for the visibility figure; not one of the spike's pages. */
const EDITED = 'one-bowl-white-bread';
/** Pause between two looks for the edit through the cache. */
export const POLL_MS = 100;

export interface SpikeLoad {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface NginxFigure {
  connections: number;
  /** Through nginx to the app. */
  cached: SpikeLoad;
  /** The same nginx sending the same bytes from files. */
  staticFiles: SpikeLoad;
  /** Requests the app saw during the spike, and their share of all. */
  originRequests: number;
  originShare: number;
  /** cached.rps / staticFiles.rps */
  ratio: number;
  /** Bytes of each spike answer as sent (gzip), by path. */
  bodyBytes: Record<string, number>;
  /** s-maxage the app states for public answers, and how long an edit took to show through the cache. */
  statedSeconds: number;
  editVisibleMs: number;
  /**
   * The target for editVisibleMs: the stated bound (editVisibleWithinSeconds: s-maxage + nginx's
   * whole second) plus what watching for it adds: the look that comes first after the copy went
   * stale gets the stale copy and starts the refresh, the next one sees the edit, so up to two
   * pauses and two looks (the slowest look measured), the refresh inside them.
   */
  editBoundMs: number;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET with the bytes as they came (no decompression). */
function rawGet(url: string, headers: Record<string, string> = BROWSER): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function spike(baseUrl: string, amount: number, connections: number): Promise<SpikeLoad> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    amount,
    pipelining: 1,
    timeout: 10,
    headers: BROWSER,
    requests: SPIKE_PATHS.map((path) => ({ method: 'GET', path })),
  });
  const seconds = result.duration || 1;
  return {
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** nginx server blocks that send each spike answer's exact bytes and headers from a file. */
function staticServer(port: number, answers: Map<string, RawAnswer>) {
  return (dir: string) => {
    const root = join(dir, 'static');
    mkdirSync(root);
    const locations = [...answers].map(([path, answer], i) => {
      const file = join(root, `body-${i}`);
      writeFileSync(file, answer.body);
      const encoding = answer.headers['content-encoding'];
      return [
        `    location = ${path} {`,
        '        types { }',
        `        default_type "${String(answer.headers['content-type'])}";`,
        encoding ? `        add_header Content-Encoding ${String(encoding)};` : '',
        `        root ${root};`,
        `        try_files /body-${i} =404;`,
        '    }',
      ].join('\n');
    });
    return `\nserver {\n    listen 127.0.0.1:${port};\n${locations.join('\n')}\n}\n`;
  };
}

async function adminToken(baseUrl: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/admin/validate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function setTitle(baseUrl: string, token: string, title: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/recipes/${EDITED}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  if (!res.ok) throw new Error(`the admin edit answered ${res.status}: ${await res.text()}`);
}

/**
 * The spike through nginx and through the static reference, at `connections`, `amount` requests
 * each; then the edit. `originPort` is our server's, `ports` three free ones (nginx, its static
 * reference, the counting pass-through).
 */
export async function measureNginx(options: {
  originPort: number;
  ports: [number, number, number];
  adminPassword: string;
  amount?: number;
  connections?: number;
  log?: (line: string) => void;
}): Promise<NginxFigure> {
  const { originPort, ports, adminPassword, amount = 20_000, connections = 100, log = () => undefined } = options;
  const origin = `http://127.0.0.1:${originPort}`;
  const counter = await startOriginCounter({ port: originPort }, ports[2]);
  // The bytes the spike will get, straight from the app, for the static reference.
  const answers = new Map<string, RawAnswer>();
  for (const path of SPIKE_PATHS) {
    const answer = await rawGet(origin + path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
    answers.set(path, answer);
  }
  const nginx = await startNginx({
    listenPort: ports[0],
    originPort: counter.port,
    extraConfig: staticServer(ports[1], answers),
  });
  try {
    const staticUrl = `http://127.0.0.1:${ports[1]}`;
    for (const [path, answer] of answers) {
      const again = await rawGet(staticUrl + path);
      if (!again.body.equals(answer.body)) throw new Error(`the static reference sent other bytes for ${path}`);
    }
    counter.reset();
    log(`  spike: ${amount} requests at ${connections} connections over ${SPIKE_PATHS.join(', ')}, cold cache`);
    const cached = await spike(nginx.url, amount, connections);
    const originRequests = counter.total();
    log(`  through nginx: ${Math.round(cached.rps)} req/s, p99 ${cached.p99} ms; the app saw ${originRequests}`);
    const staticFiles = await spike(staticUrl, amount, connections);
    log(`  static files: ${Math.round(staticFiles.rps)} req/s, p99 ${staticFiles.p99} ms`);

    // An edit: how long until a visitor going through the cache sees it (a look every POLL_MS).
    const statedSeconds = Number(
      /s-maxage=(\d+)/.exec(String((await rawGet(`${origin}/api/recipes/featured`)).headers['cache-control']))?.[1],
    );
    const page = `${nginx.url}/api/recipes/${EDITED}`;
    // Fetched through nginx just before the edit: the cached copy is as young as it can be, the worst case.
    const original = ((await (await fetch(page)).json()) as { title: string }).title;
    const token = await adminToken(origin, adminPassword);
    const title = `${original} (edited)`;
    await setTitle(origin, token, title);
    const edited = Date.now();
    let editVisibleMs = Number.NaN;
    let slowestLookMs = 0;
    while (Date.now() - edited < (2 * statedSeconds + 10) * 1000) {
      const started = Date.now();
      const shown = ((await (await fetch(page)).json()) as { title: string }).title;
      slowestLookMs = Math.max(slowestLookMs, Date.now() - started);
      if (shown === title) {
        // From the edit to the look that saw it being sent.
        editVisibleMs = started - edited;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const editBoundMs = editVisibleWithinSeconds(statedSeconds) * 1000 + 2 * (POLL_MS + slowestLookMs);
    await setTitle(origin, token, original);
    log(
      `  an admin edit showed through the cache after ${fmt(editVisibleMs / 1000, 2)} s (s-maxage ${statedSeconds} s; bound ${fmt(editBoundMs / 1000, 2)} s)`,
    );
    return {
      connections,
      cached,
      staticFiles,
      originRequests,
      originShare: originRequests / cached.requests,
      ratio: cached.rps / staticFiles.rps,
      bodyBytes: Object.fromEntries([...answers].map(([path, answer]) => [path, answer.body.length])),
      statedSeconds,
      editVisibleMs,
      editBoundMs,
    };
  } finally {
    await nginx.stop();
    await counter.close();
  }
}

/** The table rows: origin share (target), throughput against static files, the edit's delay (target: the stated bound, editVisibleWithinSeconds). */
export function nginxRows(f: NginxFigure, targets: { originShare: number }): { rows: Row[]; problems: string[] } {
  const problems: string[] = [];
  const sharePass = f.originShare <= targets.originShare && f.cached.non2xx === 0 && f.cached.errors === 0;
  const editPass = f.editVisibleMs <= f.editBoundMs;
  const rows: Row[] = [
    {
      group: 'Cache',
      figure: `Spike through nginx: requests that reached the app`,
      value: `${f.originRequests} of ${fmt(f.cached.requests)} = ${(f.originShare * 100).toFixed(3)} %`,
      target: `<= ${(targets.originShare * 100).toFixed(0)} %`,
      pass: sharePass,
    },
    {
      group: 'Cache',
      figure: `Spike req/s, through nginx / nginx static files`,
      value: `${fmt(f.cached.rps)} / ${fmt(f.staticFiles.rps)} = ${f.ratio.toFixed(2)}`,
      target: '',
      pass: null,
    },
    {
      group: 'Cache',
      figure: `Spike p99 (p50), ${f.connections} conn.`,
      value: `${fmt(f.cached.p99)} ms (${fmt(f.cached.p50)} ms); static files ${fmt(f.staticFiles.p99)} ms (${fmt(f.staticFiles.p50)} ms)`,
      target: '',
      pass: null,
    },
    {
      group: 'Cache',
      figure: `Admin edit visible through the cache after (s-maxage ${f.statedSeconds} s + nginx's 1 s + a refresh, looks every ${POLL_MS} ms)`,
      value: `${fmt(f.editVisibleMs / 1000, 2)} s`,
      target: `<= ${fmt(f.editBoundMs / 1000, 2)} s`,
      pass: editPass,
    },
  ];
  if (!sharePass)
    problems.push(
      `Spike through nginx: ${f.originRequests} of ${f.cached.requests} requests reached the app (${f.cached.non2xx} non-2xx, ${f.cached.errors} errors)`,
    );
  if (!editPass)
    problems.push(
      `An admin edit took ${fmt(f.editVisibleMs)} ms to show through the cache (bound: ${fmt(f.editBoundMs)} ms = s-maxage ${f.statedSeconds} s + nginx's 1 s + two looks every ${POLL_MS} ms)`,
    );
  return { rows, problems };
}
