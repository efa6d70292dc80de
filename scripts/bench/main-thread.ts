import { chromium, type CDPSession } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse';
import { median } from './stats';

/**
 * `tsx scripts/bench/main-thread.ts [--runs N] LABEL=URL [LABEL=URL ...] -- PATH [PATH ...]`
 *
 * The main thread's blocking work during a page's load, by the CPU time of its tasks rather than
 * their wall time: the tool for comparing two builds on a shared machine (docs/quality.md,
 * "Lighthouse"). Lighthouse's simulated blocking time multiplies each task it saw by 4 and counts
 * what is over 50 ms, so every task longer than 12.5 ms counts; when other processes share the
 * cores a task's wall time is two or three times its CPU time, and the figure follows the
 * machine's load. Here each task from the first contentful paint to 5 s after 'load' is taken
 * at its thread time (the trace's `tdur`), times 4, less 50 ms, summed: the same sum from the
 * time the task really ran the CPU. Pages are loaded in turn from each build (LABEL=URL, servers
 * already running), in a fresh browser context each, `--runs` times (default 3).
 */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const AFTER_LOAD_MS = 5000;

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

interface Run {
  /** Summed blocking time from CPU time, and from wall time (what Lighthouse would see here). */
  cpuBlockingMs: number;
  wallBlockingMs: number;
  cpuBusyMs: number;
  /** The longest tasks' CPU time, ms. */
  longest: number[];
}

function parseArgs(argv: string[]) {
  let runs = 3;
  const split = argv.indexOf('--');
  const head = split < 0 ? argv : argv.slice(0, split);
  const paths = split < 0 ? [] : argv.slice(split + 1);
  const builds: [string, string][] = [];
  for (let i = 0; i < head.length; i++) {
    const arg = head[i]!;
    if (arg === '--runs') runs = Number(head[++i]);
    else if (arg.includes('=')) builds.push([arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]);
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!builds.length || !paths.length || !(runs > 0))
    throw new Error('usage: tsx scripts/bench/main-thread.ts [--runs N] LABEL=URL [...] -- PATH [...]');
  return { runs, builds, paths };
}

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
    transferMode: 'ReportEvents',
  });
  await load();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

function blocking(events: TraceEvent[]): Run {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) throw new Error('no first contentful paint in the trace');
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts && e.dur,
  );
  const over = (ms: number) => Math.max(0, ms * SLOWDOWN - BLOCKING_MS);
  const cpu = (e: TraceEvent) => (e.tdur ?? e.dur!) / 1000;
  return {
    cpuBlockingMs: tasks.reduce((sum, t) => sum + over(cpu(t)), 0),
    wallBlockingMs: tasks.reduce((sum, t) => sum + over(t.dur! / 1000), 0),
    cpuBusyMs: tasks.reduce((sum, t) => sum + cpu(t), 0),
    longest: tasks
      .map(cpu)
      .sort((a, b) => b - a)
      .slice(0, 5),
  };
}

const { runs, builds, paths } = parseArgs(process.argv.slice(2));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
});
try {
  console.log('Blocking time from CPU time (x4, over 50 ms), median of each run; wall time beside it.');
  for (const path of paths) {
    for (const [label, base] of builds) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events = await trace(cdp, async () => {
          await page.goto(base + path, { waitUntil: 'load' });
          await page.waitForTimeout(AFTER_LOAD_MS);
        });
        results.push(blocking(events));
        await context.close();
      }
      const m = (pick: (r: Run) => number) => Math.round(median(results.map(pick)));
      console.log(
        `${path.padEnd(30)} ${label.padEnd(8)} CPU ${m((r) => r.cpuBlockingMs)} ms (${results.map((r) => Math.round(r.cpuBlockingMs)).join(', ')})` +
          `  busy ${m((r) => r.cpuBusyMs)} ms  wall ${m((r) => r.wallBlockingMs)} ms` +
          `  longest ${results[0]!.longest.map((ms) => ms.toFixed(1)).join(', ')}`,
      );
    }
  }
} finally {
  await browser.close();
}
