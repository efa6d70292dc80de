import { describe, expect, it } from 'vitest';
import { lazyModule } from './use-idle-preload';

describe('lazyModule', () => {
  it('loads once for every caller', async () => {
    let loads = 0;
    const load = lazyModule(async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(await load()).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it('asks again after a failed load (offline before the service worker had it)', async () => {
    let loads = 0;
    const load = lazyModule(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'rules';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(await load()).toBe('rules');
    expect(loads).toBe(2);
  });
});
