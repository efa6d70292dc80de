import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build';
import { waitForHealth } from './server';
import { median } from './stats';

export const API_PATHS = ['/api/recipes', '/api/recipes/vanilla-buttercream', '/api/sync/recipes?since=0'] as const;

export interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface ApiFigure {
  path: string;
  bodyBytes: number;
  contentType: string;
  ours: LoadFigure;
  bare: LoadFigure;
  /** ours.rps / bare.rps */
  ratio: number;
  rounds: { ours: LoadFigure; bare: LoadFigure }[];
}

async function load(url: string, seconds: number, connections: number): Promise<LoadFigure> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function summarize(figures: LoadFigure[]): LoadFigure {
  return {
    rps: median(figures.map((f) => f.rps)),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    non2xx: figures.reduce((s, f) => s + f.non2xx, 0),
    errors: figures.reduce((s, f) => s + f.errors, 0),
  };
}

/**
 * For each path: fetch our real response once, serve those bytes from a bare node:http process
 * on `barePort`, then load both alternately (ours first in odd rounds, bare first in even ones)
 * at `connections` connections, `seconds` each, after a 1 s warm-up of each.
 */
export async function measureApi(options: {
  baseUrl: string;
  barePort: number;
  seconds: number;
  rounds: number;
  connections?: number;
  log?: (line: string) => void;
}): Promise<ApiFigure[]> {
  const { baseUrl, barePort, seconds, rounds, connections = 100, log = () => undefined } = options;
  const dir = mkdtempSync(join(tmpdir(), 'sift-bare-'));
  const bodies: { path: string; file: string; contentType: string; bytes: number }[] = [];
  for (const [i, path] of API_PATHS.entries()) {
    const res = await fetch(baseUrl + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const file = join(dir, `body-${i}`);
    writeFileSync(file, body);
    bodies.push({ path, file, contentType: res.headers.get('content-type') ?? 'application/json', bytes: body.length });
  }

  const bare = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(barePort), BARE_ROUTES: JSON.stringify(bodies) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  try {
    await waitForHealth(bareUrl, 20_000, bare);
    const figures: ApiFigure[] = [];
    for (const body of bodies) {
      const bareRes = await fetch(bareUrl + body.path);
      const bareBytes = Buffer.from(await bareRes.arrayBuffer()).length;
      if (bareBytes !== body.bytes) throw new Error(`bare server sent ${bareBytes} bytes for ${body.path}, ours ${body.bytes}`);
      log(`  ${body.path} (${(body.bytes / 1000).toFixed(1)} KB): warm-up`);
      await load(baseUrl + body.path, 1, connections);
      await load(bareUrl + body.path, 1, connections);
      const results: { ours: LoadFigure; bare: LoadFigure }[] = [];
      for (let round = 0; round < rounds; round++) {
        let ours: LoadFigure;
        let base: LoadFigure;
        if (round % 2 === 0) {
          ours = await load(baseUrl + body.path, seconds, connections);
          base = await load(bareUrl + body.path, seconds, connections);
        } else {
          base = await load(bareUrl + body.path, seconds, connections);
          ours = await load(baseUrl + body.path, seconds, connections);
        }
        results.push({ ours, bare: base });
        log(`  ${body.path} round ${round + 1}: ours ${Math.round(ours.rps)} req/s p99 ${ours.p99} ms | bare ${Math.round(base.rps)} req/s p99 ${base.p99} ms`);
      }
      const ours = summarize(results.map((r) => r.ours));
      const base = summarize(results.map((r) => r.bare));
      figures.push({ path: body.path, bodyBytes: body.bytes, contentType: body.contentType, ours, bare: base, ratio: ours.rps / base.rps, rounds: results });
    }
    return figures;
  } finally {
    bare.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}
