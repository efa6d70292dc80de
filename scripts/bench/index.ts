import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUDGETS, firstLoadJs, kb, precacheSize, routeFirstLoads } from '../budgets';
import { apiLoadRows, apiRows, measureApi, type ApiFigure } from './api';
import { ROOT, buildApp, isStale } from './build';
import { measureLighthouse, type LighthousePage } from './lighthouse';
import { measureNginx, nginxRows } from './nginx';
import { measureCombiner, measureScaling, type CombinerResult, type ScalingFigure } from './scaling';
import { startServer, type RunningServer } from './server';
import { measureStatic, staticRows } from './static-files';
import { fmt, formatTable, markdownTable, type Row } from './table';

/**
 * `npm run bench [-- --quick] [-- --only api,lighthouse,sizes,offline,scaling]  [-- --dist DIR] [-- --build]`
 *
 * One command, everything on loopback: builds the app when the build is missing or older than the
 * sources, starts the real server on a fresh seeded DATA_DIR, measures, prints a table of figures
 * and targets, and writes bench/results.json and bench/summary.md. Ports: BENCH_PORT (default
 * 4306) for our server, +1 for the bare baseline, +2 for Chromium's debugging port, +3 free for
 * the offline measurement, +4 for the Express floor (the API's second reference), +5 to +7 for
 * nginx in front, its static-file reference and the pass-through that counts what reaches the app, +8 for
 * the cluster section's servers.
 */
const SECTIONS = ['sizes', 'static', 'api', 'nginx', 'lighthouse', 'scaling', 'offline', 'cluster'] as const;
type Section = (typeof SECTIONS)[number];

interface Args {
  quick: boolean;
  only: Set<Section>;
  distDir: string;
  forceBuild: boolean;
  basePort: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    quick: false,
    only: new Set(SECTIONS),
    distDir: resolve(process.env.DIST_DIR ?? join(ROOT, 'dist')),
    forceBuild: false,
    basePort: Number(process.env.BENCH_PORT ?? 4306),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const eq = arg.indexOf('=');
      return eq > 0 ? arg.slice(eq + 1) : (argv[++i] ?? '');
    };
    if (arg === '--quick') args.quick = true;
    else if (arg === '--build') args.forceBuild = true;
    else if (arg.startsWith('--only')) {
      const names = value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const unknown = names.filter((n) => !SECTIONS.includes(n as Section));
      if (unknown.length)
        throw new Error(`--only: unknown section(s) ${unknown.join(', ')}; choose from ${SECTIONS.join(', ')}`);
      args.only = new Set(names as Section[]);
    } else if (arg.startsWith('--dist')) args.distDir = resolve(value());
    else if (arg === '--help' || arg === '-h') {
      console.log(
        'npm run bench -- [--quick] [--only sizes,static,api,nginx,lighthouse,scaling,offline,cluster] [--dist DIR] [--build]',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${arg} (try --help)`);
  }
  return args;
}

const log = (line: string) => console.log(line);

export const TARGETS = {
  apiRatio: 0.5,
  apiP99Ms: 25,
  /** Ours / the middleware-free Express app at 100 connections (issue 20: public reads skip what they do not need). */
  apiFloorRatio: 0.9,
  lighthouse: {
    performance: 98,
    accessibility: 100,
    'best-practices': 100,
    seo: 100,
    lcpMs: 1800,
    tbtMs: 100,
    cls: 0.01,
  },
  firstLoadJsGzip: BUDGETS.firstLoadJsGzip,
  precacheBytes: BUDGETS.precacheBytes,
  /** Spike through nginx: requests that reach the app, as a share of all (issue 20). */
  originShare: 0.01,
} as const;

interface OfflineRow {
  label: string;
  value: string;
  raw: unknown;
}

/** Labels for the figures scripts/bench/offline.ts returns today; other keys are shown as they are. */
const OFFLINE_LABELS: Record<string, [label: string, unit: string]> = {
  firstSyncMs10k: ['First sync of 10,000 recipes into the device', 'ms'],
  deltaSyncBytesAfterOneEdit: ['Delta sync after one edit', 'bytes'],
  searchLatencyMsP50: ['Search over the device catalog, per keystroke, p50', 'ms'],
  searchLatencyMsP95: ['Search over the device catalog, per keystroke, p95', 'ms'],
  chromiumFirstSyncMs10k: ['First sync of 10,000 recipes in Chromium, Recipes page open', 'ms'],
  chromiumLongestTaskMs: ['Longest main-thread task during that sync (Chromium trace)', 'ms'],
};

/** measureOffline() belongs to the offline engine's owner; its shape is read loosely. */
function offlineRows(result: unknown): OfflineRow[] {
  if (
    result &&
    typeof result === 'object' &&
    !Array.isArray(result) &&
    Object.keys(result).every((k) => k in OFFLINE_LABELS)
  ) {
    return Object.entries(result as Record<string, number>).map(([key, value]) => {
      const [label, unit] = OFFLINE_LABELS[key]!;
      return { label, value: `${fmt(value, value < 100 ? 2 : 0)} ${unit}`, raw: value };
    });
  }
  const unitFor = (key: string) =>
    /ms$/i.test(key)
      ? ' ms'
      : /bytes$/i.test(key)
        ? ' bytes'
        : /seconds?$|s$/i.test(key) && !/recipes$/i.test(key)
          ? ''
          : '';
  if (Array.isArray(result)) {
    return result.map((item: { label?: string; name?: string; value?: unknown; unit?: string }) => ({
      label: String(item.label ?? item.name ?? '?'),
      value: `${typeof item.value === 'number' ? fmt(item.value, item.value < 100 ? 1 : 0) : String(item.value)}${item.unit ? ` ${item.unit}` : ''}`,
      raw: item,
    }));
  }
  if (result && typeof result === 'object') {
    const rows: OfflineRow[] = [];
    for (const [key, value] of Object.entries(result)) {
      if (typeof value === 'number')
        rows.push({ label: key, value: `${fmt(value, value < 100 ? 1 : 0)}${unitFor(key)}`, raw: value });
      else if (value && typeof value === 'object' && 'value' in value) {
        const v = value as { value: unknown; unit?: string; label?: string };
        rows.push({
          label: v.label ?? key,
          value: `${typeof v.value === 'number' ? fmt(v.value, v.value < 100 ? 1 : 0) : String(v.value)}${v.unit ? ` ${v.unit}` : ''}`,
          raw: value,
        });
      } else if (typeof value === 'string' || typeof value === 'boolean')
        rows.push({ label: key, value: String(value), raw: value });
    }
    return rows;
  }
  return [{ label: 'measureOffline()', value: String(result), raw: result }];
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const want = (s: Section) => args.only.has(s);
  log(`Sift & Story bench${args.quick ? ' (quick)' : ''}: ${[...args.only].join(', ')}`);
  log(
    `machine: ${cpus().length} cores, node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const needsBuild =
    want('sizes') ||
    want('static') ||
    want('lighthouse') ||
    want('api') ||
    want('nginx') ||
    want('offline') ||
    want('scaling');
  if (needsBuild && (args.forceBuild || isStale(args.distDir))) {
    log(
      `building the app into ${args.distDir} (${args.forceBuild ? '--build' : existsSync(join(args.distDir, 'index.html')) ? 'older than the sources' : 'missing'})...`,
    );
    buildApp(args.distDir);
  }

  const rows: Row[] = [];
  const results: Record<string, unknown> = {
    startedAt: startedAt.toISOString(),
    quick: args.quick,
    sections: [...args.only],
    machine: { cores: cpus().length, model: cpus()[0]?.model, node: process.version, loadAverageAtStart: loadavg() },
    distDir: args.distDir,
    targets: TARGETS,
  };
  const problems: string[] = [];

  if (want('sizes')) {
    log('\n[sizes] first-load JS of / and the precache, from the build');
    const js = firstLoadJs(args.distDir);
    const precache = precacheSize(args.distDir);
    results.sizes = { firstLoadJs: js, precache };
    const jsPass = js.gzip <= TARGETS.firstLoadJsGzip;
    rows.push({
      group: 'Size',
      figure: 'First-load JS of / (gzip)',
      value: `${kb(js.gzip)} (${js.files.length} files, ${kb(js.bytes)} raw)`,
      target: `<= ${kb(TARGETS.firstLoadJsGzip)}`,
      pass: jsPass,
    });
    if (!jsPass)
      problems.push(
        `First-load JS is ${kb(js.gzip)} gzip: ${js.files.map((f) => `${f.file} ${kb(f.gzip)} (from ${js.importedBy[f.file]})`).join(', ')}`,
      );
    // Each public route's first load, the app's start and its own chunks (scripts/budgets.ts).
    const routes = routeFirstLoads(args.distDir);
    results.routeSizes = routes.map((r) => ({
      route: r.route,
      gzip: r.total.gzip,
      ownGzip: r.ownGzip,
      budget: r.budget,
    }));
    for (const r of routes) {
      const pass = r.total.gzip <= r.budget;
      rows.push({
        group: 'Size',
        figure: `First-load JS of ${r.route} (gzip)`,
        value: `${kb(r.total.gzip)} (its own ${kb(r.ownGzip)})`,
        target: `<= ${kb(r.budget)}`,
        pass,
      });
      if (!pass) problems.push(`First-load JS of ${r.route} is ${kb(r.total.gzip)} gzip, over its ${kb(r.budget)}`);
    }
    const preOk = precache.bytes <= TARGETS.precacheBytes && precache.missing.length === 0;
    rows.push({
      group: 'Size',
      figure: 'Precache (service worker install)',
      value: `${kb(precache.bytes)} in ${precache.entries} files (${kb(precache.gzip)} gzip)`,
      target: `<= ${kb(TARGETS.precacheBytes)}`,
      pass: preOk,
    });
    if (precache.missing.length)
      problems.push(`Precache lists files missing from the build: ${precache.missing.join(', ')}`);
  }

  let server: RunningServer | undefined;
  const needsServer =
    want('static') || want('api') || want('nginx') || want('lighthouse') || want('scaling') || want('offline');
  const stopAll = async () => {
    if (!server) return;
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    server = undefined;
  };
  process.on('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    if (needsServer) {
      log(
        `\nstarting the server on 127.0.0.1:${args.basePort} with a fresh DATA_DIR (first start seeds the demo content)...`,
      );
      server = await startServer({ port: args.basePort, distDir: args.distDir });
      log(`  ${server.url} up, DATA_DIR ${server.dataDir}`);
    }

    // First after the start: the first request of each built file is part of what it measures.
    if (want('static') && server) {
      log(
        '\n[static] the built files: each asked once after the start, then autocannon on the largest script and sw.js',
      );
      const figures = await measureStatic({
        baseUrl: server.url,
        distDir: args.distDir,
        serverPid: server.child.pid,
        seconds: args.quick ? 3 : 5,
        log,
      });
      results.static = figures;
      rows.push(...staticRows(figures));
    }

    if (want('api') && server) {
      const seconds = args.quick ? 3 : 5;
      const rounds = args.quick ? 1 : 2;
      log(
        `\n[api] autocannon, 100, 50 and 10 connections, ${seconds} s x ${rounds} round(s) each, ours, bare node:http and the Express floor in turn`,
      );
      const byLoad: Record<number, ApiFigure[]> = {};
      for (const [i, connections] of [100, 50, 10].entries()) {
        log(`  ${connections} connections`);
        byLoad[connections] = await measureApi({
          baseUrl: server.url,
          barePort: args.basePort + 1,
          floorPort: args.basePort + 4,
          seconds,
          rounds,
          connections,
          warmupSeconds: i === 0 ? 1 : 0.5,
          oursPid: server.child.pid,
          log,
        });
      }
      results.api = byLoad[100];
      results.apiByConnections = byLoad;
      for (const f of byLoad[100]!) {
        const figure = apiRows(f, TARGETS);
        rows.push(...figure.rows);
        problems.push(...figure.problems);
        for (const lighter of [50, 10]) {
          const same = byLoad[lighter]!.find((g) => g.path === f.path);
          if (same) rows.push(...apiLoadRows(same));
        }
      }
    }

    if (want('nginx') && server) {
      const amount = args.quick ? 5_000 : 20_000;
      log(
        `\n[nginx] deploy/nginx.conf in front of the server: a spike of ${amount} requests at 100 connections, then an admin edit`,
      );
      const nginx = await measureNginx({
        originPort: server.port,
        ports: [args.basePort + 5, args.basePort + 6, args.basePort + 7],
        adminPassword: 'bench-admin-password',
        amount,
        log,
      });
      results.nginx = nginx;
      const figure = nginxRows(nginx, TARGETS);
      rows.push(...figure.rows);
      problems.push(...figure.problems);
    }

    if (want('lighthouse') && server) {
      const runs = args.quick ? 1 : 3;
      log(`\n[lighthouse] mobile, simulated throttling, ${runs} run(s) per page, median`);
      const pages = await measureLighthouse({ baseUrl: server.url, runs, chromePort: args.basePort + 2, log });
      results.lighthouse = pages;
      for (const page of pages) lighthouseRows(rows, problems, page);
    }

    if (want('scaling')) {
      log('\n[scaling] scaleIngredient throughput and the recipe combiner');
      const scaling: ScalingFigure = measureScaling(args.quick ? 1 : 3);
      rows.push({
        group: 'Scaling',
        figure: `scaleIngredient (${scaling.corpusLines} lines x ${scaling.factors.length} factors)`,
        value: `${fmt(scaling.linesPerSecond)} lines/s`,
        target: '',
        pass: null,
      });
      log('[scaling] ratings on the 10,000-recipe catalog (docs/decisions/035-reviews.md)');
      rows.push(...(await import('./reviews')).reviewRows());
      let combiner: CombinerResult = { available: false, reason: 'no server' };
      if (server) combiner = await measureCombiner(server.url, args.quick ? 3 : 10);
      if (combiner.available) {
        for (const f of combiner.figures) {
          rows.push({
            group: 'Scaling',
            figure: `Combiner, ${f.recipes} recipes (POST /api/ai/recipe-compiler)`,
            value: `median ${fmt(f.medianMs, 1)} ms, p95 ${fmt(f.p95Ms, 1)} ms (${f.samples} calls)`,
            target: '',
            pass: null,
          });
        }
      } else {
        rows.push({
          group: 'Scaling',
          figure: 'Combiner (POST /api/ai/recipe-compiler)',
          value: `not measured: ${combiner.reason}`,
          target: '',
          pass: null,
        });
      }
      results.scaling = { scaleIngredient: scaling, combiner };
    }

    if (want('offline')) {
      const file = join(import.meta.dirname, 'offline.ts');
      if (!existsSync(file)) {
        log('\n[offline] scripts/bench/offline.ts does not exist yet: skipped');
        rows.push({
          group: 'Offline',
          figure: 'measureOffline()',
          value: 'not measured: scripts/bench/offline.ts missing',
          target: '',
          pass: null,
        });
        results.offline = { available: false, reason: 'scripts/bench/offline.ts missing' };
      } else {
        log('\n[offline] measureOffline() from scripts/bench/offline.ts');
        try {
          const mod = (await import(pathToFileURL(file).href)) as {
            measureOffline?: (options: Record<string, unknown>) => unknown;
          };
          if (typeof mod.measureOffline !== 'function')
            throw new Error('scripts/bench/offline.ts exports no measureOffline()');
          const result = await mod.measureOffline({
            baseUrl: server?.url,
            quick: args.quick,
            distDir: args.distDir,
            port: args.basePort + 3,
            log,
          });
          results.offline = result;
          for (const row of offlineRows(result))
            rows.push({ group: 'Offline', figure: row.label, value: row.value, target: '', pass: null });
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          log(`  measureOffline() failed: ${message}`);
          rows.push({
            group: 'Offline',
            figure: 'measureOffline()',
            value: `failed: ${message.slice(0, 120)}`,
            target: '',
            pass: false,
          });
          results.offline = { available: false, error: message };
          problems.push(`measureOffline() failed: ${message}`);
        }
      }
      rows.push(...(await (await import('./user-sync')).userSyncRows())); // the baker's own data on two devices
    }
  } finally {
    await stopAll();
  }
  if (want('cluster'))
    await (
      await import('./cluster')
    ).clusterSection({ port: args.basePort + 8, distDir: args.distDir, quick: args.quick, rows, results, log });

  results.finishedAt = new Date().toISOString();
  results.machine = { ...(results.machine as object), loadAverageAtEnd: loadavg() };
  // Other work on this shared 2-core machine skews every timing: say how busy it was.
  const startLoad = (results.machine as { loadAverageAtStart: number[] }).loadAverageAtStart[0]!;
  rows.push({
    group: 'Machine',
    figure: 'Load average (1 min) at start / end',
    value: `${startLoad.toFixed(2)} / ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores`,
    target: '',
    pass: null,
  });
  results.rows = rows;
  results.problems = problems;

  console.log(`\n${formatTable(rows)}`);
  if (problems.length) {
    console.log('\nWhat failed and why:');
    for (const p of problems) console.log(`  - ${p}`);
  }
  const outDir = join(ROOT, 'bench');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(join(outDir, 'summary.md'), summaryMarkdown(rows, problems, startedAt, args));
  console.log('\nwrote bench/results.json and bench/summary.md');
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(`${rows.filter((r) => r.pass === true).length} targets passed, ${failed} failed`);
}

function lighthouseRows(rows: Row[], problems: string[], page: LighthousePage) {
  const s = page.median.scores;
  const t = TARGETS.lighthouse;
  const scoresPass =
    s.performance >= t.performance &&
    s.accessibility >= t.accessibility &&
    s['best-practices'] >= t['best-practices'] &&
    s.seo >= t.seo;
  const metricsPass = page.median.lcpMs <= t.lcpMs && page.median.tbtMs <= t.tbtMs && page.median.cls <= t.cls;
  const pass = scoresPass && metricsPass;
  rows.push({
    group: 'Lighthouse',
    figure: `${page.path} perf / a11y / best pr. / SEO`,
    value: `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
    target: `>= ${t.performance} / ${t.accessibility} / ${t['best-practices']} / ${t.seo}`,
    pass: scoresPass,
  });
  rows.push({
    group: 'Lighthouse',
    figure: `${page.path} LCP / TBT / CLS`,
    value: `${fmt(page.median.lcpMs / 1000, 2)} s / ${fmt(page.median.tbtMs)} ms / ${fmt(page.median.cls, 3)}`,
    target: `<= ${fmt(t.lcpMs / 1000, 1)} s / <= ${t.tbtMs} ms / <= ${t.cls}`,
    pass: metricsPass,
  });
  if (!pass) {
    const KEY_PERF = new Set([
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
      'uses-text-compression',
      'unused-javascript',
      'render-blocking-insight',
      'lcp-discovery-insight',
      'layout-shifts',
      'bootup-time',
      'document-latency-insight',
    ]);
    const shown = page.findings.filter((f) => f.category !== 'performance' || KEY_PERF.has(f.audit));
    const lost = shown.map(
      (f) =>
        `\n      ${f.category}: ${f.audit} (score ${f.score}${f.displayValue ? `, ${f.displayValue}` : ''})${f.items.length ? ` at ${f.items.map((i) => i.slice(0, 160)).join(' | ')}` : ''}`,
    );
    problems.push(
      `Lighthouse ${page.path} (${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}, LCP ${fmt(page.median.lcpMs)} ms, TBT ${fmt(page.median.tbtMs)} ms, CLS ${fmt(page.median.cls, 3)}, CPU benchmark index ${fmt(page.median.benchmarkIndex)}):${lost.join('') || ' no single failing audit (metric variance)'}`,
    );
  }
}

function summaryMarkdown(rows: Row[], problems: string[], startedAt: Date, args: Args): string {
  const lines = [
    '# Bench summary',
    '',
    `Run ${startedAt.toISOString()}${args.quick ? ' (quick)' : ''}, sections: ${[...args.only].join(', ')}. Machine: ${cpus().length} cores, node ${process.version}. Reproduce: \`npm run bench\` (see docs/quality.md).`,
    '',
    markdownTable(rows),
    '',
  ];
  if (problems.length) lines.push('## What failed and why', '', ...problems.map((p) => `- ${p}`), '');
  return `${lines.join('\n')}\n`;
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
