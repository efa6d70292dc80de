import autocannon from 'autocannon';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { kb } from '../budgets';
import { cpuSeconds } from './api';
import { fmt, type Row } from './table';

/** The built files a browser is sent compressed: scripts, styles, images drawn as text, the manifest. */
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;

/** Every compressible public file of the build, as its address (`/assets/start-abc.js`). */
export function builtTextFiles(distDir: string): { path: string; bytes: number }[] {
  const found: { path: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Dot folders (.vite) and the server's render are never served.
      if (entry.name.startsWith('.') || (dir === distDir && entry.name === 'server')) continue;
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(entry.name))
        found.push({ path: `/${relative(distDir, file).split('\\').join('/')}`, bytes: statSync(file).size });
    }
  };
  walk(distDir);
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

export interface StaticLoad {
  path: string;
  encoding: string;
  rawBytes: number;
  /** Bytes of one answer's body as sent. */
  sentBytes: number;
  contentEncoding: string | null;
  rps: number;
  p50: number;
  p99: number;
  /** CPU time of the server process per answer, microseconds (from /proc). */
  cpuUs?: number;
  non2xx: number;
  errors: number;
}

export interface StaticFigures {
  /** Every compressible built file asked once, in turn, right after the server started: what a first visitor's (and a service worker's install) requests meet. */
  firstRequests: { files: number; totalMs: number; slowest: { path: string; ms: number } };
  loads: StaticLoad[];
}

async function timedGet(
  url: string,
  encoding: string,
): Promise<{ ms: number; bytes: number; encoding: string | null }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'Accept-Encoding': encoding } });
  // fetch inflates; the body's size on the wire is Content-Length.
  await res.arrayBuffer();
  return {
    ms: performance.now() - started,
    bytes: Number(res.headers.get('content-length') ?? 0),
    encoding: res.headers.get('content-encoding'),
  };
}

/**
 * `--only static`: how the server sends the build's files. First, every compressible file asked
 * once with a browser's Accept-Encoding, right after the server started (a file compressed at
 * request time pays for it here); then autocannon on the largest script and the service worker,
 * with `br, gzip` and with `gzip`: requests per second, latency, CPU per answer, bytes sent.
 */
export async function measureStatic(options: {
  baseUrl: string;
  distDir: string;
  serverPid?: number;
  seconds: number;
  log: (line: string) => void;
}): Promise<StaticFigures> {
  const files = builtTextFiles(options.distDir);
  let totalMs = 0;
  let slowest = { path: '', ms: 0 };
  for (const file of files) {
    const { ms } = await timedGet(options.baseUrl + file.path, 'gzip, deflate, br, zstd');
    totalMs += ms;
    if (ms > slowest.ms) slowest = { path: file.path, ms };
  }
  options.log(
    `  first request of each of ${files.length} files: ${fmt(totalMs, 1)} ms in all, slowest ${slowest.path} ${fmt(slowest.ms, 1)} ms`,
  );
  const largest = files
    .filter((f) => f.path.startsWith('/assets/') && f.path.endsWith('.js'))
    .sort((a, b) => b.bytes - a.bytes)[0];
  const targets = [largest, files.find((f) => f.path === '/sw.js')].filter((f) => f !== undefined);
  const loads: StaticLoad[] = [];
  for (const file of targets)
    for (const encoding of ['br, gzip', 'gzip']) {
      const url = options.baseUrl + file.path;
      const one = await timedGet(url, encoding);
      const cpuBefore = cpuSeconds(options.serverPid);
      const result = await autocannon({
        url,
        connections: 50,
        duration: options.seconds,
        headers: { 'accept-encoding': encoding },
      });
      const cpuAfter = cpuSeconds(options.serverPid);
      const load: StaticLoad = {
        path: file.path,
        encoding,
        rawBytes: file.bytes,
        sentBytes: one.bytes,
        contentEncoding: one.encoding,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuUs:
          cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
            ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
            : undefined,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      options.log(
        `  ${file.path} (${encoding}): ${fmt(load.rps)} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${kb(load.sentBytes)} ${load.contentEncoding ?? 'plain'}`,
      );
      loads.push(load);
    }
  return { firstRequests: { files: files.length, totalMs, slowest }, loads };
}

/** The section's rows: informational, no targets. */
export function staticRows(figures: StaticFigures): Row[] {
  const { firstRequests } = figures;
  return [
    {
      group: 'Static',
      figure: `First request of each built text file (${firstRequests.files}), one after another`,
      value: `${fmt(firstRequests.totalMs, 1)} ms in all; slowest ${firstRequests.slowest.path} ${fmt(firstRequests.slowest.ms, 1)} ms`,
      target: '',
      pass: null,
    },
    ...figures.loads.map((l) => ({
      group: 'Static',
      figure: `${l.path} (Accept-Encoding: ${l.encoding}), 50 conn.`,
      value: `${fmt(l.rps)} req/s, p50 ${l.p50} / p99 ${l.p99} ms${l.cpuUs !== undefined ? `, CPU ${fmt(l.cpuUs)} µs` : ''}; ${kb(l.sentBytes)} ${l.contentEncoding ?? 'plain'} of ${kb(l.rawBytes)}${l.non2xx + l.errors ? `; ${l.non2xx} non-2xx, ${l.errors} errors` : ''}`,
      target: '',
      pass: null,
    })),
  ];
}
