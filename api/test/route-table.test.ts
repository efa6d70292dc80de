import { describe, expect, it } from 'vitest';
import { API_CONTRACTS, OUTBOX_WRITES } from '../../shared/contracts';
import { makeTestApp } from './harness';
import { ROUTES, routeName } from './route-table';

/** What this test reads of an Express 5 router's layers. */
interface Layer {
  rawPath?: unknown;
  handle: { stack?: Layer[] };
  route?: { path: unknown; methods: Record<string, boolean> };
}

/** Every `METHOD /path` mounted under `prefix`, walking nested routers (express-style params). */
function mountedRoutes(stack: Layer[], prefix: string): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') throw new Error(`${prefix}: a route path that is not a string`);
      const path = layer.route.path === '/' ? prefix || '/' : prefix + layer.route.path;
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') found.push(`${method.toUpperCase()} ${path}`);
      }
    } else if (layer.handle.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      found.push(...mountedRoutes(layer.handle.stack, prefix + mount));
    }
  }
  return found;
}

async function apiRoutes(): Promise<string[]> {
  const { app } = await makeTestApp({ seed: false });
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = root.find((layer) => layer.rawPath === '/api' && layer.handle.stack);
  if (!api) throw new Error('no router mounted at /api');
  return [...new Set(mountedRoutes(api.handle.stack!, '/api'))].sort();
}

const tableNames = () => ROUTES.map(routeName);

describe('the route table (api/test/route-table.ts)', () => {
  it('lists every route the API mounts, so the fuzz and security suites cover it', async () => {
    const mounted = await apiRoutes();
    expect(mounted.length).toBeGreaterThan(20);
    const listed = new Set(tableNames());
    expect(mounted.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists no route the API does not mount, and none twice', async () => {
    const mounted = new Set(await apiRoutes());
    expect(tableNames().filter((name) => !mounted.has(name))).toEqual([]);
    expect(tableNames().filter((name, i, all) => all.indexOf(name) !== i)).toEqual([]);
  });

  it('has a contract in shared/contracts for every route the API mounts', async () => {
    const contracted = new Set(API_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`));
    expect((await apiRoutes()).filter((name) => !contracted.has(name))).toEqual([]);
  });

  it('agrees with every contract in shared/contracts: method, path, access and Idempotency-Key', () => {
    const byName = new Map(ROUTES.map((route) => [routeName(route), route]));
    const disagreements = API_CONTRACTS.flatMap((contract) => {
      const name = `${contract.method} ${contract.path}`;
      const route = byName.get(name);
      if (!route) return [`${name}: not in the table`];
      const problems: string[] = [];
      if (route.auth !== contract.access)
        problems.push(`${name}: table says ${route.auth}, contract ${contract.access}`);
      if (!!route.idempotent !== !!contract.idempotency) problems.push(`${name}: Idempotency-Key disagrees`);
      return problems;
    });
    expect(disagreements).toEqual([]);
  });
});

describe('the offline writes (shared/contracts)', () => {
  it('are each named by their idempotency scope, and no two share a name, old or new', () => {
    for (const write of OUTBOX_WRITES) expect(write.kind).toBe(write.api.idempotency);
    const names = OUTBOX_WRITES.flatMap((write) => [write.kind, ...(write.formerKinds ?? [])]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('make requests their contract accepts', () => {
    for (const write of OUTBOX_WRITES) {
      expect(API_CONTRACTS).toContain(write.api);
      if (write.api.body) expect(write.api.method, write.kind).not.toBe('GET');
      // A body-less call (a DELETE) carries its payload in the path.
      if (!write.api.body) expect(write.api.path, write.kind).toMatch(/:[A-Za-z]+/);
    }
  });
});
