import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./db');
  vi.resetModules();
});

/** The database module fails to load once (a dropped connection), then loads; counts the tries. */
function failFirstLoad() {
  const tries = { count: 0 };
  vi.doMock('./db', async (importOriginal) => {
    tries.count += 1;
    if (tries.count === 1) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  return tries;
}

describe('loadDevice', () => {
  it('a load that failed (a dropped connection) is tried again by the next call, not remembered', async () => {
    const tries = failFirstLoad();
    const { loadDevice } = await import('./device-db');
    await expect(loadDevice()).rejects.toThrow();
    const { db } = await loadDevice();
    expect(db.tables.map((t) => t.name)).toContain('recipes');
    expect(tries.count).toBe(2);
  });

  it('a live query whose database failed to load keeps trying, then answers', async () => {
    const tries = failFirstLoad();
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { watchDevice, LOAD_RETRY_MS } = await import('./device-db');
    const answers: number[] = [];
    const errors: unknown[] = [];
    const stop = watchDevice((db) => db.recipes.count(), {
      next: (n) => answers.push(n),
      error: (e) => errors.push(e),
    });
    await vi.waitFor(() => expect(answers).toEqual([0]), { timeout: LOAD_RETRY_MS * 3 });
    stop();
    expect(errors).toEqual([]);
    expect(tries.count).toBe(2);
    expect(warned).toHaveBeenCalledTimes(1);
    warned.mockRestore();
  });
});
