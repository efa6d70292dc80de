/**
 * Offline-first measurements for `npm run bench` (issue 4). Runs Node-side: a real API
 * (createApp on a temporary SQLite file, listening on 127.0.0.1:0) with a 10,000-recipe
 * catalog, and the real client sync (app/data/sync.ts) writing into IndexedDB provided by
 * fake-indexeddb. Search is timed on the in-memory index the Recipes page uses
 * (app/data/recipe-search.ts), one keystroke at a time, each on a fresh array as a live query
 * hands it over; the IndexedDB read itself is not included (fake-indexeddb's speed says
 * nothing about a browser's).
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { seedLargeCatalog } from '../seed-large';

export interface OfflineMeasurements {
  /** Wall time of a first sync of the whole catalog into an empty device database. */
  firstSyncMs10k: number;
  /** Bytes the device downloads for a sync after one recipe was edited. */
  deltaSyncBytesAfterOneEdit: number;
  /** Latency of one keystroke's search over the whole catalog (ms). */
  searchLatencyMsP50: number;
  searchLatencyMsP95: number;
}

const KEYSTROKES = ['s', 'so', 'sou', 'sour', 'sourd', 'l', 'le', 'lem', 'lemo', 'lemon', 'lemon c', 'lemon ca', 'brown butter', 'brown butter coo', 'c', 'ca', 'car', 'card', 'cardamom bun', 'rye', 'rye lo', 'gluten', 'maple pec', 'z', 'espresso', 'honey fig', 'pistachio cake', 'buttercream', 'flour', 'xyz'];

export async function measureOffline(options: { recipes?: number } = {}): Promise<OfflineMeasurements> {
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
    if (syncState.get().status !== 'idle') throw new Error(`first sync failed: ${syncState.get().error}`);

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
    return {
      firstSyncMs10k: Math.round(firstSyncMs10k),
      deltaSyncBytesAfterOneEdit,
      searchLatencyMsP50: round2(at(0.5)),
      searchLatencyMsP95: round2(at(0.95)),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
    device.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;
