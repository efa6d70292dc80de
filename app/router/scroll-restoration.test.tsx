// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserRouter, type Router } from './create-router';
import type { Location } from './path';
import { RouterProvider } from './router-provider';
import { ScrollRestoration } from './scroll-restoration';

/** The browser's own history (happy-dom's), as on the site: keys live in history.state. */
let scrollY = 0;
let scrolledTo: number[] = [];
beforeEach(() => {
  sessionStorage.clear();
  scrollY = 0;
  scrolledTo = [];
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
    scrolledTo.push(y);
  }) as typeof window.scrollTo);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const byPathOnFreshLoad = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * A fresh load of `at` (positions are read once per page load, so each test starts on a path of
 * its own), or with none a reload of the entry shown, which keeps its history.state.
 */
function start(at?: string): Router {
  if (at) window.history.replaceState(null, '', at);
  const page = (title: string) => (
    <>
      <h1>{title}</h1>
      <section id="faq">FAQ</section>
      <ScrollRestoration getKey={byPathOnFreshLoad} />
    </>
  );
  const router = createBrowserRouter([
    { path: '/', element: page('Home') },
    { path: '/recipes', element: page('Recipes') },
    { path: '/about', element: page('About') },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** Back in the browser: popstate comes in a later task. */
async function back(router: Router) {
  const moved = new Promise<void>((resolve) => {
    const stop = router.subscribe(() => {
      stop();
      resolve();
    });
  });
  await act(async () => {
    window.history.back();
    await moved;
  });
}

describe('ScrollRestoration', () => {
  it('opens a new page at its top and puts a page left by Back where it was', async () => {
    const router = start('/');
    expect(window.history.scrollRestoration).toBe('manual');
    scrollY = 640;
    await act(() => router.navigate('/recipes'));
    expect(window.location.pathname).toBe('/recipes');
    expect(scrolledTo.at(-1)).toBe(0);
    scrollY = 200;
    await back(router);
    expect(window.location.pathname).toBe('/');
    expect(scrolledTo.at(-1)).toBe(640);
  });

  it("goes to a new page's #section instead of its top", async () => {
    const router = start('/recipes');
    const into = vi.fn();
    document.getElementById('faq')!.scrollIntoView = into;
    await act(() => router.navigate('/about#faq'));
    expect(into).toHaveBeenCalled();
    expect(scrolledTo).toEqual([]);
  });

  it('keeps the positions in sessionStorage when the page is left, for a reload to restore', async () => {
    const router = start('/about');
    await act(() => router.navigate('/recipes'));
    scrollY = 480;
    window.dispatchEvent(new Event('pagehide'));
    const stored = JSON.parse(sessionStorage.getItem('scroll-positions')!) as Record<string, number>;
    expect(stored[router.state.location.key]).toBe(480);
    cleanup();
    scrolledTo = [];
    start();
    expect(scrolledTo).toEqual([480]);
  });
});
