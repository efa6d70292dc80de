import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./db');
  vi.resetModules();
});

describe('loadDevice', () => {
  it('a load that failed (a dropped connection) is tried again by the next call, not remembered', async () => {
    let attempts = 0;
    vi.doMock('./db', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadDevice } = await import('./device-db');
    await expect(loadDevice()).rejects.toThrow();
    const { db } = await loadDevice();
    expect(db.tables.map((t) => t.name)).toContain('recipes');
    expect(attempts).toBe(2);
  });
});
