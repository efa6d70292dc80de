import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server';
import { median } from './stats';
import { fmt, type Row } from './table';

/**
 * WEB_CONCURRENCY (docs/decisions/016-several-processes.md): requests per second of the real
 * server with 1 and with 2 processes over one SQLite file, on a public read and a personal one
 * that writes nothing (the session is looked up in SQLite on every request). The load generator
 * runs on the same machine: on 2 cores it takes a share of the CPU the second process would use.
 */
export const CLUSTER_PATHS = [
  { label: 'public', path: '/api/recipes/vanilla-buttercream' },
  { label: 'personal', path: '/api/auth/me' },
] as const;
export const CLUSTER_CONNECTIONS = 50;

export interface ClusterFigure {
  label: string;
  path: string;
  /** Median requests per second over the rounds, with 1 and 2 processes. */
  rps: Record<1 | 2, number>;
  /** rps[2] / rps[1]. */
  ratio: number;
  /** Every round's figure, by process count. */
  rounds: Record<1 | 2, number[]>;
  /** Answers other than 2xx, and connection errors, over all rounds: a figure with any is not a throughput. */
  failures: number;
}

async function load(url: string, cookie: string, seconds: number) {
  const result = await autocannon({
    url,
    connections: CLUSTER_CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: { cookie },
  });
  return { rps: result.requests.average, failures: result.non2xx + result.errors + result.timeouts };
}

/** Measures both routes with WEB_CONCURRENCY 1 and 2 in turn, `rounds` times, on one seeded DATA_DIR. */
export async function measureCluster(options: {
  port: number;
  distDir: string;
  seconds: number;
  rounds: number;
  log: (line: string) => void;
}): Promise<ClusterFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sift-bench-cluster-'));
  const figures: ClusterFigure[] = CLUSTER_PATHS.map(({ label, path }) => ({
    label,
    path,
    rps: { 1: 0, 2: 0 },
    ratio: 0,
    rounds: { 1: [], 2: [] },
    failures: 0,
  }));
  let cookie = '';
  try {
    for (let round = 0; round < options.rounds; round++) {
      for (const processes of [1, 2] as const) {
        const server = await startServer({
          port: options.port,
          dataDir,
          distDir: options.distDir,
          env: { WEB_CONCURRENCY: String(processes), AUTH_RATE_LIMIT: '1000' },
        });
        try {
          // One account, made on the first start; its session lives in the database for the next ones.
          if (!cookie) cookie = await signUp(server.url);
          for (const figure of figures) {
            const url = server.url + figure.path;
            await load(url, cookie, 1); // warm-up: the JIT, the caches, every worker's connections
            const { rps, failures } = await load(url, cookie, options.seconds);
            figure.rounds[processes].push(rps);
            figure.failures += failures;
            options.log(`  ${figure.path}, ${processes} process(es), round ${round + 1}: ${fmt(rps)} req/s`);
          }
        } finally {
          await server.stop();
        }
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const f of figures) {
    f.rps = { 1: median(f.rounds[1]), 2: median(f.rounds[2]) };
    f.ratio = f.rps[2] / f.rps[1];
  }
  return figures;
}

async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'benchbaker',
      password: 'sourdough1',
      confirmPassword: 'sourdough1',
      name: 'Bench Baker',
      email: 'bench@example.com',
    }),
  });
  if (res.status !== 201) throw new Error(`registering the bench account: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function clusterRows(figures: ClusterFigure[]): Row[] {
  return figures.map((f) => ({
    group: 'Processes',
    figure: `${f.label} GET ${f.path}, ${CLUSTER_CONNECTIONS} connections, WEB_CONCURRENCY 1 / 2`,
    value:
      f.failures > 0
        ? `${f.failures} failed answers: not a throughput`
        : `${fmt(f.rps[1])} / ${fmt(f.rps[2])} req/s (x${fmt(f.ratio, 2)})`,
    target: '',
    pass: f.failures > 0 ? false : null,
  }));
}

/** The bench section (scripts/bench/index.ts): measures, adds its rows and its results. */
export async function clusterSection(options: {
  port: number;
  distDir: string;
  quick: boolean;
  rows: Row[];
  results: Record<string, unknown>;
  log: (line: string) => void;
}): Promise<void> {
  const seconds = options.quick ? 3 : 5;
  const rounds = options.quick ? 1 : 2;
  options.log(
    `\n[cluster] WEB_CONCURRENCY 1 and 2 in turn, autocannon ${CLUSTER_CONNECTIONS} connections, ${seconds} s x ${rounds} round(s)`,
  );
  const figures = await measureCluster({
    port: options.port,
    distDir: options.distDir,
    seconds,
    rounds,
    log: options.log,
  });
  options.results.cluster = figures;
  options.rows.push(...clusterRows(figures));
}
