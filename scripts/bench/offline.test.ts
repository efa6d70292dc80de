import { describe, expect, it } from 'vitest';
import { longestMainThreadTaskMs, measureOffline } from './offline';

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

describe('longestMainThreadTaskMs', () => {
  it("takes the longest RunTask of a renderer's main thread from a Chromium trace, not other threads'", () => {
    const trace = {
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 1, tid: 10, args: { name: 'CrRendererMain' } },
        { name: 'thread_name', ph: 'M', pid: 1, tid: 11, args: { name: 'DedicatedWorker thread' } },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 12_500 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 10, dur: 31_000 },
        { name: 'RunTask', ph: 'X', pid: 1, tid: 11, dur: 900_000 },
        { name: 'FunctionCall', ph: 'X', pid: 1, tid: 10, dur: 800_000 },
      ],
    };
    expect(longestMainThreadTaskMs(JSON.stringify(trace))).toBe(31);
    expect(longestMainThreadTaskMs(JSON.stringify({ traceEvents: trace.traceEvents.slice(1) }))).toBeNull();
  });
});
