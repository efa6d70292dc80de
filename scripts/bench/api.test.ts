import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startListeningApp } from '../../api/test/route-table';
import { apiFigure, apiRows, measureApi, roundOrder, summarize, type ApiRound, type LoadFigure } from './api';
import { listenFloor, literalRoutePath } from './express-floor';
import { freePort } from './server';

const figure = (rps: number, p99 = 10, extra: Partial<LoadFigure> = {}): LoadFigure => ({
  rps,
  p50: p99 / 2,
  p99,
  non2xx: 0,
  errors: 0,
  ...extra,
});
const round = (ours: number, bare: number, floor: number): ApiRound => ({
  ours: figure(ours, 40),
  bare: figure(bare, 10),
  floor: figure(floor, 20),
});
const TARGETS = { apiRatio: 0.5, apiP99Ms: 25 };

describe('API bench arithmetic', () => {
  it('alternates the order of the servers between rounds without changing the list it is given', () => {
    const servers = ['ours', 'bare', 'floor'] as const;
    expect(roundOrder(servers, 0)).toEqual(['ours', 'bare', 'floor']);
    expect(roundOrder(servers, 1)).toEqual(['floor', 'bare', 'ours']);
    expect(roundOrder(servers, 2)).toEqual(['ours', 'bare', 'floor']);
    expect(servers).toEqual(['ours', 'bare', 'floor']);
  });

  it('takes medians of rates and latencies and sums the failures', () => {
    const summary = summarize([figure(100, 30, { non2xx: 1 }), figure(300, 10, { errors: 2 }), figure(200, 20)]);
    expect(summary).toEqual({ rps: 200, p50: 10, p99: 20, non2xx: 1, errors: 2 });
  });

  it('computes the three ratios from the medians of the rounds', () => {
    const f = apiFigure('/api/x', 2200, 'application/json', [round(3000, 20000, 6000), round(3400, 24000, 6400)]);
    expect(f.ours.rps).toBe(3200);
    expect(f.bare.rps).toBe(22000);
    expect(f.floor.rps).toBe(6200);
    expect(f.ratio).toBeCloseTo(3200 / 22000);
    expect(f.floorRatio).toBeCloseTo(6200 / 22000);
    expect(f.oursToFloor).toBeCloseTo(3200 / 6200);
    expect(f.rounds).toHaveLength(2);
  });

  it('prints ours / bare with its target, both Express floor ratios without one, and the p99 of each', () => {
    const { rows, problems } = apiRows(
      apiFigure('/api/x', 2200, 'application/json', [round(3200, 16000, 6400)]),
      TARGETS,
    );
    expect(rows.map((r) => [r.figure, r.value, r.target, r.pass])).toEqual([
      ['GET /api/x req/s, ours / bare', '3,200 / 16,000 = 0.20', '>= 0.50', false],
      ['GET /api/x req/s, Express floor / bare', '6,400 / 16,000 = 0.40', '', null],
      ['GET /api/x req/s, ours / Express floor', '3,200 / 6,400 = 0.50', '', null],
      ['GET /api/x p99 (p50), 100 conn.', '40 ms (20 ms); Express floor 20 ms; bare 10 ms', '<= 25 ms', false],
    ]);
    expect(problems).toEqual([
      'GET /api/x: 3,200 req/s is 0.20 of bare node:http (16,000) for the same 2.2 KB body; a minimal Express 5 app sending it reaches 0.40 of bare (6,400), and ours keeps 0.50 of that',
      'GET /api/x: p99 40 ms at 100 connections (Express floor: 20 ms, bare: 10 ms)',
    ]);
  });

  it('passes a path within both targets, and reports errors of ours and of a reference', () => {
    const clean = apiRows(
      apiFigure('/api/x', 100, 'application/json', [
        { ours: figure(9000, 20), bare: figure(10000), floor: figure(9500) },
      ]),
      TARGETS,
    );
    expect(clean.rows.map((r) => r.pass)).toEqual([true, null, null, true]);
    expect(clean.problems).toEqual([]);

    const failing = apiRows(
      apiFigure('/api/x', 100, 'application/json', [
        { ours: figure(9000, 20, { non2xx: 3 }), bare: figure(10000), floor: figure(9500, 10, { errors: 1 }) },
      ]),
      TARGETS,
    );
    expect(failing.rows[0]!.pass).toBe(false);
    expect(failing.problems).toEqual([
      'GET /api/x: 3 non-2xx answers and 0 errors under load',
      'GET /api/x: the Express floor had 0 non-2xx answers and 1 errors under load, so its ratios are not comparable',
    ]);
  });
});

describe('Express floor', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('escapes what Express 5 would read as route syntax', () => {
    expect(literalRoutePath('/api/recipes/vanilla-buttercream')).toBe('/api/recipes/vanilla-buttercream');
    expect(literalRoutePath('/a/:b/*c/(d)?/{e}+!')).toBe('/a/\\:b/\\*c/\\(d\\)\\?/\\{e\\}\\+\\!');
  });

  it('answers each URL with its own bytes and content type, by path and query, and nothing else', async () => {
    const routes = [
      {
        path: '/api/sync/recipes?since=0',
        body: Buffer.from('{"all":true}'),
        contentType: 'application/json; charset=utf-8',
      },
      {
        path: '/api/sync/recipes?since=5',
        body: Buffer.from('{"some":true}'),
        contentType: 'application/json; charset=utf-8',
      },
      { path: '/api/odd/:name(x)', body: Buffer.from('odd'), contentType: 'text/plain' },
      {
        path: '/api/health',
        body: Buffer.from('{"ok":true,"version":"x"}'),
        contentType: 'application/json; charset=utf-8',
      },
    ];
    server = await listenFloor(routes, 0);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const route of routes) {
      const res = await fetch(base + route.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(route.contentType);
      expect(res.headers.get('content-length')).toBe(String(route.body.length));
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('etag')).toBeNull();
      expect(Buffer.from(await res.arrayBuffer()).equals(route.body)).toBe(true);
    }
    expect((await fetch(`${base}/api/sync/recipes?since=9`)).status).toBe(404);
    expect((await fetch(`${base}/api/odd/anything`)).status).toBe(404);
    expect(await (await fetch(`${base}/api/health?probe`)).json()).toEqual({ ok: true });
  });
});

describe('measureApi', () => {
  it('loads our real server, bare node:http and the Express floor with the same bytes, in rounds, /api/health too', async () => {
    const ours = await startListeningApp();
    try {
      const lines: string[] = [];
      const [health, f, ...rest] = await measureApi({
        baseUrl: ours.client.base,
        barePort: await freePort(),
        floorPort: await freePort(),
        paths: ['/api/health', '/api/recipes/vanilla-buttercream'],
        seconds: 0.2,
        warmupSeconds: 0.1,
        rounds: 2,
        connections: 4,
        log: (line) => lines.push(line),
      });
      expect(rest).toEqual([]);
      expect(health!.path).toBe('/api/health');
      expect(health!.floor.rps).toBeGreaterThan(0);
      expect(f!.path).toBe('/api/recipes/vanilla-buttercream');
      expect(f!.contentType).toBe('application/json; charset=utf-8');
      expect(f!.rounds).toHaveLength(2);
      for (const name of ['ours', 'bare', 'floor'] as const) {
        expect(f![name].rps, name).toBeGreaterThan(0);
        expect(f![name].non2xx + f![name].errors, name).toBe(0);
      }
      expect(f!.ratio).toBeCloseTo(f!.ours.rps / f!.bare.rps);
      expect(f!.oursToFloor).toBeCloseTo(f!.ours.rps / f!.floor.rps);
      expect(
        lines.filter((l) =>
          /round \d: ours \d+ req\/s p99 \d+ ms \| bare \d+ req\/s p99 \d+ ms \| floor \d+ req\/s/.test(l),
        ),
      ).toHaveLength(4);
    } finally {
      await ours.close();
    }
  }, 60_000);
});
