import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { kb } from '../budgets';
import { ROOT } from './build';
import { waitForHealth } from './server';
import { median } from './stats';
import { fmt, type Row } from './table';

export const API_PATHS = ['/api/recipes', '/api/recipes/vanilla-buttercream', '/api/sync/recipes?since=0'] as const;

export interface LoadFigure {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time (user + system) the server process spent per answer, in microseconds, from /proc.
   * Unlike requests/s it hardly moves with what else the machine runs.
   */
  cpuUs?: number;
}

/** One round: each server loaded once, one after the other. */
export interface ApiRound {
  ours: LoadFigure;
  bare: LoadFigure;
  floor: LoadFigure;
}

export interface ApiFigure {
  path: string;
  /** Connections autocannon kept open (100 unless measured at another load). */
  connections: number;
  bodyBytes: number;
  contentType: string;
  /** Medians over the rounds. */
  ours: LoadFigure;
  /** The bare node:http server (scripts/bench/bare-server.ts) sending the same bytes. */
  bare: LoadFigure;
  /** The minimal Express 5 app (scripts/bench/express-floor.ts) sending the same bytes. */
  floor: LoadFigure;
  /** ours.rps / bare.rps: the figure with the target (issue 7). */
  ratio: number;
  /** floor.rps / bare.rps: what Express itself keeps of bare node:http. */
  floorRatio: number;
  /** ours.rps / floor.rps: what our middleware, validation and SQLite keep of Express's own ceiling. */
  oursToFloor: number;
  rounds: ApiRound[];
}

export const SERVERS = ['ours', 'bare', 'floor'] as const;
export type ServerName = (typeof SERVERS)[number];

/** CPU seconds (user + system) process `pid` has used, from /proc/PID/stat; undefined without it. */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime and stime fields 14 and 15, in clock ticks (100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function load(url: string, seconds: number, connections: number, pid?: number): Promise<LoadFigure> {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 10 });
  const cpuAfter = cpuSeconds(pid);
  const cpuUs =
    cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? ((cpuAfter - cpuBefore) * 1e6) / result.requests.total
      : undefined;
  return {
    cpuUs,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Medians of rate and latencies; non-2xx answers and errors are summed. */
export function summarize(figures: LoadFigure[]): LoadFigure {
  return {
    rps: median(figures.map((f) => f.rps)),
    p50: median(figures.map((f) => f.p50)),
    p99: median(figures.map((f) => f.p99)),
    non2xx: figures.reduce((s, f) => s + f.non2xx, 0),
    errors: figures.reduce((s, f) => s + f.errors, 0),
    cpuUs:
      figures.every((f) => f.cpuUs !== undefined) && figures.length ? median(figures.map((f) => f.cpuUs!)) : undefined,
  };
}

/**
 * The order the servers are loaded in round `round` (0-based): as given in even rounds, reversed
 * in odd ones, so that no server always runs first or right after the same neighbour while the
 * machine's load drifts.
 */
export function roundOrder<T>(servers: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...servers] : [...servers].reverse();
}

/** The figure of one path from its rounds: medians per server and the three ratios. */
export function apiFigure(
  path: string,
  bodyBytes: number,
  contentType: string,
  rounds: ApiRound[],
  connections = 100,
): ApiFigure {
  const ours = summarize(rounds.map((r) => r.ours));
  const bare = summarize(rounds.map((r) => r.bare));
  const floor = summarize(rounds.map((r) => r.floor));
  return {
    path,
    connections,
    bodyBytes,
    contentType,
    ours,
    bare,
    floor,
    ratio: ours.rps / bare.rps,
    floorRatio: floor.rps / bare.rps,
    oursToFloor: ours.rps / floor.rps,
    rounds,
  };
}

interface Reference {
  url: string;
  child: ChildProcess;
}

/** A reference server (bare-server.ts or express-floor.ts) in its own process, serving `routesJson`. */
async function startReference(script: string, port: number, routesJson: string): Promise<Reference> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/bench/${script}`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), BARE_ROUTES: routesJson },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, 20_000, child);
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  }
  return { url, child };
}

/** Throws unless `url` answers 200 with exactly `body` and `contentType`. */
async function expectSameAnswer(name: string, url: string, body: Buffer, contentType: string): Promise<void> {
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !bytes.equals(body) || type !== contentType) {
    throw new Error(
      `${name} answered ${url} with ${res.status}, ${bytes.length} bytes of ${type}; ours: 200, ${body.length} bytes of ${contentType}`,
    );
  }
}

/**
 * For each path: fetch our real response once, serve those bytes from a bare node:http process
 * on `barePort` and from a minimal Express 5 process on `floorPort`, then load the three in
 * rounds (roundOrder) at `connections` connections, `seconds` each, after a warm-up of each.
 */
export async function measureApi(options: {
  baseUrl: string;
  barePort: number;
  floorPort: number;
  seconds: number;
  rounds: number;
  connections?: number;
  warmupSeconds?: number;
  paths?: readonly string[];
  /** Our server's process, for its CPU time per answer (the references' are known). */
  oursPid?: number;
  log?: (line: string) => void;
}): Promise<ApiFigure[]> {
  const {
    baseUrl,
    barePort,
    floorPort,
    seconds,
    rounds,
    connections = 100,
    warmupSeconds = 1,
    paths = API_PATHS,
    log = () => undefined,
  } = options;
  const dir = mkdtempSync(join(tmpdir(), 'sift-bare-'));
  const references: Reference[] = [];
  try {
    const bodies: { path: string; file: string; contentType: string; body: Buffer }[] = [];
    for (const [i, path] of paths.entries()) {
      const res = await fetch(baseUrl + path);
      if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      const file = join(dir, `body-${i}`);
      writeFileSync(file, body);
      bodies.push({ path, file, contentType: res.headers.get('content-type') ?? 'application/json', body });
    }
    const routesJson = JSON.stringify(bodies.map(({ path, file, contentType }) => ({ path, file, contentType })));
    references.push(await startReference('bare-server.ts', barePort, routesJson));
    references.push(await startReference('express-floor.ts', floorPort, routesJson));
    const urls: Record<ServerName, string> = { ours: baseUrl, bare: references[0]!.url, floor: references[1]!.url };
    const pids: Record<ServerName, number | undefined> = {
      ours: options.oursPid,
      bare: references[0]!.child.pid,
      floor: references[1]!.child.pid,
    };

    const figures: ApiFigure[] = [];
    for (const { path, body, contentType } of bodies) {
      await expectSameAnswer('bare node:http', urls.bare + path, body, contentType);
      await expectSameAnswer('Express floor', urls.floor + path, body, contentType);
      log(`  ${path} (${(body.length / 1000).toFixed(1)} KB): warm-up`);
      for (const name of SERVERS) await load(urls[name] + path, warmupSeconds, connections);
      const results: ApiRound[] = [];
      for (let round = 0; round < rounds; round++) {
        const figure: Partial<ApiRound> = {};
        for (const name of roundOrder(SERVERS, round))
          figure[name] = await load(urls[name] + path, seconds, connections, pids[name]);
        const done = figure as ApiRound;
        results.push(done);
        log(
          `  ${path} round ${round + 1}: ${SERVERS.map((name) => `${name} ${Math.round(done[name].rps)} req/s p99 ${done[name].p99} ms`).join(' | ')}`,
        );
      }
      figures.push(apiFigure(path, body.length, contentType, results, connections));
    }
    return figures;
  } finally {
    for (const reference of references) reference.child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The table rows of one path: ours / bare (with its target), the Express floor / bare and ours /
 * Express floor (figures without a target: they say where the cost lies), and the p99 of each.
 * `problems` gets a sentence for each missed target and each server that answered with errors.
 */
export function apiRows(
  f: ApiFigure,
  targets: { apiRatio: number; apiP99Ms: number; apiFloorRatio?: number },
): { rows: Row[]; problems: string[] } {
  const problems: string[] = [];
  const floorTarget = targets.apiFloorRatio;
  const floorPass = floorTarget === undefined ? null : f.oursToFloor >= floorTarget;
  const ratioPass = f.ratio >= targets.apiRatio;
  const p99Pass = f.ours.p99 <= targets.apiP99Ms;
  const clean = f.ours.non2xx === 0 && f.ours.errors === 0;
  const rate = (a: number, b: number, ratio: number) => `${fmt(a)} / ${fmt(b)} = ${ratio.toFixed(2)}`;
  const rows: Row[] = [
    {
      group: 'API',
      figure: `GET ${f.path} req/s, ours / bare`,
      value: rate(f.ours.rps, f.bare.rps, f.ratio),
      target: `>= ${targets.apiRatio.toFixed(2)}`,
      pass: ratioPass && clean,
    },
    {
      group: 'API',
      figure: `GET ${f.path} req/s, Express floor / bare`,
      value: rate(f.floor.rps, f.bare.rps, f.floorRatio),
      target: '',
      pass: null,
    },
    {
      group: 'API',
      figure: `GET ${f.path} req/s, ours / Express floor`,
      value: rate(f.ours.rps, f.floor.rps, f.oursToFloor),
      target: floorTarget === undefined ? '' : `>= ${floorTarget.toFixed(2)}`,
      pass: floorPass,
    },
    {
      group: 'API',
      figure: `GET ${f.path} p99 (p50), ${f.connections} conn.`,
      value: `${fmt(f.ours.p99)} ms (${fmt(f.ours.p50)} ms); Express floor ${fmt(f.floor.p99)} ms; bare ${fmt(f.bare.p99)} ms`,
      target: `<= ${targets.apiP99Ms} ms`,
      pass: p99Pass,
    },
  ];
  if (f.ours.cpuUs !== undefined && f.floor.cpuUs !== undefined) {
    rows.push({
      group: 'API',
      figure: `GET ${f.path} server CPU per answer, ours / Express floor`,
      value: `${fmt(f.ours.cpuUs)} µs / ${fmt(f.floor.cpuUs)} µs = ${(f.ours.cpuUs / f.floor.cpuUs).toFixed(2)} (bare ${fmt(f.bare.cpuUs ?? Number.NaN)} µs)`,
      target: '',
      pass: null,
    });
  }
  if (!clean) problems.push(`GET ${f.path}: ${f.ours.non2xx} non-2xx answers and ${f.ours.errors} errors under load`);
  for (const [name, figure] of [
    ['bare node:http', f.bare],
    ['the Express floor', f.floor],
  ] as const) {
    if (figure.non2xx || figure.errors)
      problems.push(
        `GET ${f.path}: ${name} had ${figure.non2xx} non-2xx answers and ${figure.errors} errors under load, so its ratios are not comparable`,
      );
  }
  if (!ratioPass) {
    problems.push(
      `GET ${f.path}: ${fmt(f.ours.rps)} req/s is ${f.ratio.toFixed(2)} of bare node:http (${fmt(f.bare.rps)}) for the same ${kb(f.bodyBytes)} body; ` +
        `a minimal Express 5 app sending it reaches ${f.floorRatio.toFixed(2)} of bare (${fmt(f.floor.rps)}), and ours keeps ${f.oursToFloor.toFixed(2)} of that`,
    );
  }
  if (floorPass === false)
    problems.push(
      `GET ${f.path}: ours keeps ${f.oursToFloor.toFixed(2)} of the Express floor (${fmt(f.ours.rps)} / ${fmt(f.floor.rps)} req/s) at ${f.connections} connections`,
    );
  if (!p99Pass)
    problems.push(
      `GET ${f.path}: p99 ${fmt(f.ours.p99)} ms at ${f.connections} connections (Express floor: ${fmt(f.floor.p99)} ms, bare: ${fmt(f.bare.p99)} ms)`,
    );
  return { rows, problems };
}

/** At a lighter load (10 or 50 connections): ours / Express floor and the latencies of the three, no targets. */
export function apiLoadRows(f: ApiFigure): Row[] {
  return [
    {
      group: 'API',
      figure: `GET ${f.path} req/s, ours / Express floor, ${f.connections} conn.`,
      value: `${fmt(f.ours.rps)} / ${fmt(f.floor.rps)} = ${f.oursToFloor.toFixed(2)}${f.ours.cpuUs !== undefined && f.floor.cpuUs !== undefined ? `; CPU per answer ${fmt(f.ours.cpuUs)} / ${fmt(f.floor.cpuUs)} µs` : ''}`,
      target: '',
      pass: null,
    },
    {
      group: 'API',
      figure: `GET ${f.path} p99 (p50), ${f.connections} conn.`,
      value: `${fmt(f.ours.p99)} ms (${fmt(f.ours.p50)} ms); Express floor ${fmt(f.floor.p99)} ms (${fmt(f.floor.p50)} ms); bare ${fmt(f.bare.p99)} ms (${fmt(f.bare.p50)} ms)`,
      target: '',
      pass: null,
    },
  ];
}
