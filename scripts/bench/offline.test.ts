import { describe, expect, it } from 'vitest';
import { measureOffline } from './offline';

describe('measureOffline', () => {
  it('syncs a generated catalog through the real API and reports the four figures', async () => {
    const result = await measureOffline({ recipes: 400 });
    expect(result.firstSyncMs10k).toBeGreaterThan(0);
    // One edited recipe: a few KB, not the catalog.
    expect(result.deltaSyncBytesAfterOneEdit).toBeGreaterThan(500);
    expect(result.deltaSyncBytesAfterOneEdit).toBeLessThan(10_000);
    expect(result.searchLatencyMsP50).toBeGreaterThanOrEqual(0);
    expect(result.searchLatencyMsP95).toBeGreaterThanOrEqual(result.searchLatencyMsP50);
  });
});
