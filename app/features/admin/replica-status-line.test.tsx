// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi, type Answer } from './admin-test-utils';
import { ReplicaStatusLine } from './replica-status-line';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(health: unknown) {
  const answer: { current: Answer } = { current: () => json(200, health) };
  const calls = stubApi(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReplicaStatusLine />
    </QueryClientProvider>,
  );
  return calls;
}

describe("the dashboard's replica line", () => {
  it('says the replica is up to date, from the health answer', async () => {
    const calls = show({ ok: true, version: '1', replica: { behindSeconds: 0 } });
    expect(await screen.findByText('Replica: up to date.')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/health']);
  });

  it.each([
    [{ behindSeconds: 7 }, 'Replica: 7 s behind.'],
    [{ behindSeconds: 185 }, "Replica: 3 min behind. Check that the replica's storage can be reached."],
    [{ behindSeconds: null }, 'Replica: no word from the replication in the last 10 seconds.'],
    [undefined, "Replica: not set up. The daily backups stay on this machine's disk."],
  ])('with %j says %s', async (replica, text) => {
    show({ ok: true, version: '1', ...(replica ? { replica } : {}) });
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
