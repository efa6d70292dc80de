// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { nextPageOf } from './admin-api';
import { saveAdminSession } from './admin-session';
import { json, stubApi, type Answer } from './admin-test-utils';
import { RegistrationsTab } from './registrations-tab';
import { SurveysTab } from './surveys-tab';

/** An answer with the next page's address in its Link header, as the server pages a list. */
const page = (body: unknown, next?: string) => {
  const res = json(200, body);
  if (next) res.headers.set('Link', `<${next}>; rel="next"`);
  return res;
};
const survey = (id: number) => ({
  id,
  email: `baker${id}@example.com`,
  classInterests: ['Bread'],
  otherSuggestion: null,
  createdAt: '2026-01-02T00:00:00.000Z',
});
const registration = (id: number) => ({
  id,
  email: `pastry${id}@example.com`,
  createdAt: '2026-01-03T00:00:00.000Z',
  confirmed: true,
});
const SECOND = '/api/admin/workshop-surveys?limit=50&cursor=abc';

const answer: { current: Answer } = { current: () => json(500, {}) };
let calls: ReturnType<typeof stubApi>;

beforeEach(() => {
  localStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_abc');
  calls = stubApi(answer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderTab(element: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('admin lists a page at a time', () => {
  it('shows the first page of survey responses, and the next one under it on Load more', async () => {
    answer.current = (_method, url) => (url === SECOND ? page([survey(2)]) : page([survey(3)], SECOND));
    renderTab(<SurveysTab />);
    const table = await screen.findByRole('table', { name: 'Workshop survey results' });
    expect(within(table).getAllByRole('row')).toHaveLength(2); // the header and one response
    fireEvent.click(screen.getByRole('button', { name: 'Load more survey responses' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('baker2@example.com')).toBeTruthy();
    // The last page names no next one: no button.
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/workshop-surveys', SECOND]);
    expect(calls.every((c) => c.authorization === 'Bearer admin_1_abc')).toBe(true);
  });

  it('keeps what was loaded when the next page fails, says so, and tries again', async () => {
    let fail = true;
    answer.current = (_method, url) =>
      url === SECOND
        ? fail
          ? json(500, { message: 'Internal error' })
          : page([survey(2)])
        : page([survey(3)], SECOND);
    renderTab(<SurveysTab />);
    await screen.findByRole('table', { name: 'Workshop survey results' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more survey responses' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'More survey responses could not be loaded. Check the connection and try again.',
    );
    expect(screen.getAllByText('baker3@example.com').length).toBeGreaterThan(0);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load more survey responses' }));
    await waitFor(() => expect(screen.getAllByText('baker2@example.com').length).toBeGreaterThan(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('heads a workshop with all its registrations, and joins the ones the next page brings into its group', async () => {
    const next = '/api/admin/workshop-interests?limit=50&cursor=def';
    const group = (interests: ReturnType<typeof registration>[]) => ({
      workshopId: 4,
      workshopTitle: 'Laminated Dough Weekend',
      interests,
      registrations: 3,
    });
    answer.current = (_method, url) =>
      url === next
        ? page([
            group([registration(1)]),
            { workshopId: 5, workshopTitle: 'Pie Day', interests: [registration(9)], registrations: 1 },
          ])
        : page([group([registration(3), registration(2)])], next);
    renderTab(<RegistrationsTab />);
    expect(await screen.findByRole('heading', { name: 'Laminated Dough Weekend - 3 Registrations' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more registrations' }));
    await screen.findByRole('heading', { name: 'Pie Day - 1 Registration' });
    expect(screen.getAllByRole('heading', { name: /Laminated Dough Weekend/ })).toHaveLength(1);
    const rows = screen.getAllByRole('table')[0]!.querySelectorAll('tbody tr');
    expect([...rows].map((row) => row.querySelector('td')?.textContent)).toEqual([
      'pastry3@example.com',
      'pastry2@example.com',
      'pastry1@example.com',
    ]);
  });
});

describe("the next page's address", () => {
  it.each([
    [
      '</api/admin/workshop-surveys?limit=50&cursor=abc>; rel="next"',
      '/api/admin/workshop-surveys?limit=50&cursor=abc',
    ],
    ['</api/x?cursor=a>;rel=next', '/api/x?cursor=a'],
    [null, null],
    ['<https://evil.example/api/x>; rel="next"', null],
    ['</api/x>; rel="prev"', null],
  ])('%j is %j', (link, next) => expect(nextPageOf(link)).toBe(next));
});
