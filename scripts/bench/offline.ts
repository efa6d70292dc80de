/**
 * Offline-first measurements for `npm run bench` (issue 4). Runs Node-side: a real API
 * (createApp on a temporary SQLite file, listening on 127.0.0.1:0) with a 10,000-recipe
 * catalog, and the real client sync (app/data/sync.ts) writing into IndexedDB provided by
 * fake-indexeddb. Search is timed on the in-memory index the Recipes page uses
 * (app/data/recipe-search.ts), one keystroke at a time, each on a fresh array as a live query
 * hands it over; the IndexedDB read itself is not included (fake-indexeddb's speed says
 * nothing about a browser's).
 *
 * Then the same first sync in real Chromium: the real server process on a DATA_DIR with the
 * 10,000-recipe catalog, a fresh profile opening the Recipes page (its list re-reads the catalog
 * as pages arrive), timed from navigation to the 'Available offline' mark, with the longest
 * main-thread task seen meanwhile (how long a tap could wait during the sync). Median of 3.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../api/app';
import { testConfig } from '../../api/config';
import { openDb } from '../../api/db/open';
import { recipesRepo } from '../../api/db/recipes';
import { seedDemoContent } from '../../api/seed/load';
import { SiftDb } from '../../app/data/db';
import { searchRecipes } from '../../app/data/recipe-search';
import { syncRecipes, syncState } from '../../app/data/sync';
import { chromium } from 'playwright';
import { seedLargeCatalog } from '../seed-large';
import { startServer } from './server';
import { median } from './stats';

export interface OfflineMeasurements {
  /** Wall time of a first sync of the whole catalog into an empty device database. */
  firstSyncMs10k: number;
  /** Bytes the device downloads for a sync after one recipe was edited. */
  deltaSyncBytesAfterOneEdit: number;
  /** Latency of one keystroke's search over the whole catalog (ms). */
  searchLatencyMsP50: number;
  searchLatencyMsP95: number;
  /** The same first sync in Chromium with the Recipes page open, navigation to 'Available offline' (ms). */
  chromiumFirstSyncMs10k?: number;
  /** The longest main-thread task in Chromium during that sync (ms). */
  chromiumLongestTaskMs?: number;
}

const KEYSTROKES = [
  's',
  'so',
  'sou',
  'sour',
  'sourd',
  'l',
  'le',
  'lem',
  'lemo',
  'lemon',
  'lemon c',
  'lemon ca',
  'brown butter',
  'brown butter coo',
  'c',
  'ca',
  'car',
  'card',
  'cardamom bun',
  'rye',
  'rye lo',
  'gluten',
  'maple pec',
  'z',
  'espresso',
  'honey fig',
  'pistachio cake',
  'buttercream',
  'flour',
  'xyz',
];

export async function measureOffline(
  options: { recipes?: number; distDir?: string; port?: number; quick?: boolean } = {},
): Promise<OfflineMeasurements> {
  const total = options.recipes ?? 10_000;
  const dir = mkdtempSync(join(tmpdir(), 'sift-bench-offline-'));
  const db = openDb(join(dir, 'bench.db'));
  const device = new SiftDb(`bench-offline-${Date.now()}`);
  const server = createApp({ db, config: testConfig({ dataDir: dir }), log: () => undefined }).listen(0, '127.0.0.1');
  try {
    await seedDemoContent(db, join(dir, 'objects'), { images: false });
    seedLargeCatalog(db, total);
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let bytes = 0;
    const fetcher = async (url: string) => {
      const response = await fetch(base + url);
      const text = await response.text();
      bytes += Buffer.byteLength(text);
      if (!response.ok) throw new Error(`${response.status}: ${text}`);
      return JSON.parse(text) as unknown;
    };

    const started = performance.now();
    await syncRecipes({ database: device, fetcher });
    const firstSyncMs10k = performance.now() - started;
    if (syncState.getState().status !== 'idle') throw new Error(`first sync failed: ${syncState.getState().error}`);

    const repo = recipesRepo(db);
    const edited = repo.findById(repo.list()[0]!.id)!;
    repo.update(edited.id, { ...edited, title: `${edited.title} (tested)` });
    bytes = 0;
    await syncRecipes({ database: device, fetcher });
    const deltaSyncBytesAfterOneEdit = bytes;

    const catalog = await device.recipes.toArray();
    searchRecipes(catalog, 'warm up'); // the first keystroke builds the index
    const latencies: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const query of KEYSTROKES) {
        const fresh = catalog.slice();
        const t = performance.now();
        searchRecipes(fresh, query);
        latencies.push(performance.now() - t);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
    const figures: OfflineMeasurements = {
      firstSyncMs10k: Math.round(firstSyncMs10k),
      deltaSyncBytesAfterOneEdit,
      searchLatencyMsP50: round2(at(0.5)),
      searchLatencyMsP95: round2(at(0.95)),
    };
    if (options.distDir)
      Object.assign(
        figures,
        await measureChromiumFirstSync({
          total,
          distDir: options.distDir,
          port: options.port,
          runs: options.quick ? 1 : 3,
        }),
      );
    return figures;
  } finally {
    await new Promise((resolve) => server.close(resolve));
    device.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measureChromiumFirstSync(options: { total: number; distDir: string; port?: number; runs: number }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sift-bench-chromium-'));
  mkdirSync(dataDir, { recursive: true });
  const seeded = openDb(join(dataDir, 'sift-and-story.db'));
  await seedDemoContent(seeded, join(dataDir, 'objects'), { images: false });
  seedLargeCatalog(seeded, options.total);
  seeded.close();
  const server = await startServer({ dataDir, distDir: options.distDir, port: options.port });
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const times: number[] = [];
    const longest: number[] = [];
    for (let run = 0; run < options.runs; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // The main thread's tasks from Chromium's own trace (what DevTools' Performance panel
      // records), not the Long Tasks API: that reports only tasks of 50 ms or more, so a sync
      // whose main-thread tasks all stay shorter read as 0 ms.
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const started = Date.now();
      await page.goto(`${server.url}/recipes`);
      await page.getByTestId('offline-ready').waitFor({ state: 'attached', timeout: 300_000 });
      times.push(Date.now() - started);
      const longestTask = longestMainThreadTaskMs(await browser.stopTracing());
      if (longestTask === null) throw new Error('Chromium: the trace has no main-thread task of the page');
      longest.push(longestTask);
      const onDevice = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('sift-and-story');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('recipes').objectStore('recipes').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
      if (onDevice < options.total)
        throw new Error(`Chromium: ${onDevice} recipes on the device after the sync, expected ${options.total}`);
      await context.close();
    }
    return { chromiumFirstSyncMs10k: Math.round(median(times)), chromiumLongestTaskMs: Math.round(median(longest)) };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What DevTools records for the Performance panel: every task a thread runs is a RunTask event. */
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * The longest task (ms) on a renderer's main thread (CrRendererMain) in a Chromium trace, or null
 * when the trace has none. The sync's worker and the compositor run on other threads.
 */
export function longestMainThreadTaskMs(trace: Buffer | string): number | null {
  const parsed = JSON.parse(trace.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let longest: number | null = null;
  for (const e of events) {
    if (
      e.ph !== 'X' ||
      (e.name !== 'RunTask' && e.name !== 'ThreadControllerImpl::RunTask') ||
      !main.has(`${e.pid}:${e.tid}`)
    )
      continue;
    longest = Math.max(longest ?? 0, (e.dur ?? 0) / 1000);
  }
  return longest;
}
