// @vitest-environment happy-dom
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { saveAdminSession } from './admin-session';
import { json, makeRecipe, stubApi, type Answer } from './admin-test-utils';
import { FeaturedTab } from './featured-tab';
import { RecipesTab } from './recipes-tab';
import { RegistrationsTab } from './registrations-tab';
import { SurveysTab } from './surveys-tab';

const survey = {
  id: 1,
  email: 'baker@example.com',
  classInterests: ['Bread'],
  otherSuggestion: null,
  createdAt: '2026-01-02T00:00:00.000Z',
};
const interests = {
  workshopId: 4,
  workshopTitle: 'Laminated Dough Weekend',
  interests: [{ id: 9, email: 'pastry@example.com', createdAt: '2026-01-03T00:00:00.000Z', confirmed: false }],
};
const online: Answer = (_method, url) =>
  url === '/api/recipes'
    ? json(200, [makeRecipe(1, 'Lemon Bars'), makeRecipe(2, 'Rye Crackers')])
    : url === '/api/admin/workshop-interests'
      ? json(200, [interests])
      : json(200, [survey]);
const answer: { current: Answer } = { current: online };
let calls: ReturnType<typeof stubApi>;

beforeEach(() => {
  localStorage.clear();
  toastStore.setState([], true);
  saveAdminSession('admin_1_abc');
  answer.current = online;
  calls = stubApi(answer);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** The dashboard's tabs as routes, so leaving one unmounts it, with the app's query defaults (app/lib/query-client.ts). */
function renderTabs(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, networkMode: 'always', refetchOnReconnect: true } },
  });
  const router = createMemoryRouter(
    [
      { path: '/recipes', element: <RecipesTab /> },
      { path: '/surveys', element: <SurveysTab /> },
      { path: '/featured', element: <FeaturedTab /> },
      { path: '/registrations', element: <RegistrationsTab /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  answer.current = () => Promise.reject(new TypeError('Failed to fetch'));
  act(() => void window.dispatchEvent(new Event('offline')));
}

describe('a dashboard tab whose refresh fails', () => {
  it('keeps the recipes already loaded, says the device is offline, and refreshes when it is back', async () => {
    const router = renderTabs('/recipes');
    await screen.findByRole('table', { name: 'All recipes' });
    goOffline();

    // Never loaded: the error of docs/product.md#admin, as before.
    await act(() => router.navigate('/surveys'));
    expect(await screen.findByText('Failed to load workshop surveys. Please try again.')).toBeTruthy();

    await act(() => router.navigate('/recipes'));
    const note = await screen.findByText(/could not be refreshed/);
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(note.textContent).toBe(
      "You're offline, so the recipes could not be refreshed. Showing them as last loaded.",
    );
    expect(screen.getByRole('rowheader', { name: 'Lemon Bars' })).toBeTruthy();
    expect(screen.queryByText('Failed to load recipes. Please try again.')).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    answer.current = online;
    const before = calls.length;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/could not be refreshed/)).toBeNull());
    expect(calls.length).toBe(before + 1);
    expect(screen.getByRole('rowheader', { name: 'Rye Crackers' })).toBeTruthy();
  });

  it('keeps the surveys already loaded when the server fails, with a retry', async () => {
    const router = renderTabs('/surveys');
    await screen.findByRole('table', { name: 'Workshop survey results' });
    await act(() => router.navigate('/recipes'));
    await screen.findByRole('table', { name: 'All recipes' });

    answer.current = () => json(500, { message: 'Internal error' });
    await act(() => router.navigate('/surveys'));
    const note = await screen.findByText(/could not be refreshed/);
    expect(note.textContent).toBe('The workshop surveys could not be refreshed. Showing them as last loaded.');
    expect(screen.getAllByText('baker@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to load workshop surveys. Please try again.')).toBeNull();

    answer.current = online;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/could not be refreshed/)).toBeNull());
    expect(screen.getAllByText('baker@example.com').length).toBeGreaterThan(0);
  });

  it('keeps the featured list and the registrations already loaded, offline', async () => {
    const router = renderTabs('/featured');
    await screen.findByText('Lemon Bars');
    await act(() => router.navigate('/registrations'));
    await screen.findAllByText('pastry@example.com');
    // It never answered its confirmation mail: the baker sees so.
    expect(screen.getAllByText('Not confirmed').length).toBeGreaterThan(0);
    goOffline();

    await act(() => router.navigate('/featured'));
    expect((await screen.findByText(/could not be refreshed/)).textContent).toBe(
      "You're offline, so the recipes could not be refreshed. Showing them as last loaded.",
    );
    expect(screen.getByText('Lemon Bars')).toBeTruthy();
    expect(screen.queryByText('Failed to load recipes. Please try again.')).toBeNull();

    await act(() => router.navigate('/registrations'));
    expect((await screen.findByText(/could not be refreshed/)).textContent).toBe(
      "You're offline, so the workshop registrations could not be refreshed. Showing them as last loaded.",
    );
    expect(screen.getAllByText('pastry@example.com').length).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to load workshop registrations. Please try again.')).toBeNull();
  });
});
