// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { BrowserRouter, useNavigate, useRoutes, type Location, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** The browser's own history (happy-dom's), as on the site: React Router keeps its keys in history.state. */
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

/** The visitor scrolls the page to `y`. */
function scrollPage(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

const byPathOnFreshLoad = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

let navigate: NavigateFunction;
let shownKey = '';

function Page({ title }: { title: string }) {
  navigate = useNavigate();
  return (
    <>
      <h1>{title}</h1>
      <section id="faq">FAQ</section>
    </>
  );
}

function Pages() {
  const page = useRoutes([
    { path: '/', element: <Page title="Home" /> },
    { path: '/recipes', element: <Page title="Recipes" /> },
    { path: '/about', element: <Page title="About" /> },
  ]);
  return (
    <>
      {page}
      <ScrollRestoration getKey={(location) => (shownKey = byPathOnFreshLoad(location))} />
    </>
  );
}

/**
 * A fresh load of `at` (positions are read once per page load, so each test starts on a path of
 * its own), or with none a reload of the entry shown, which keeps its history.state.
 */
function start(at?: string) {
  if (at) window.history.replaceState(null, '', at);
  render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );
}

/** Back (-1) or Forward (1) in the browser: popstate comes in a later task. */
async function go(delta: number) {
  await act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.go(delta);
    await popped;
  });
}

describe('ScrollRestoration', () => {
  it('opens a new page at its top and puts a page left by Back where it was', async () => {
    start('/');
    expect(window.history.scrollRestoration).toBe('manual');
    scrollPage(640);
    await act(async () => navigate('/recipes'));
    expect(window.location.pathname).toBe('/recipes');
    expect(scrolledTo.at(-1)).toBe(0);
    scrollPage(200);
    await go(-1);
    expect(window.location.pathname).toBe('/');
    expect(scrolledTo.at(-1)).toBe(640);
    // And Forward to where the next page was left.
    await go(1);
    expect(window.location.pathname).toBe('/recipes');
    expect(scrolledTo.at(-1)).toBe(200);
  });

  it('leaves the page the tab opened on where the browser put it', () => {
    start('/fresh');
    expect(scrolledTo).toEqual([]);
  });

  it("goes to a new page's #section instead of its top", async () => {
    start('/recipes');
    const into = vi.fn();
    document.getElementById('faq')!.scrollIntoView = into;
    await act(async () => navigate('/about#faq'));
    expect(into).toHaveBeenCalled();
    expect(scrolledTo).toEqual([]);
  });

  it('keeps the positions in sessionStorage when the page is left, for a reload to restore', async () => {
    start('/about');
    await act(async () => navigate('/recipes'));
    scrollPage(480);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    const stored = JSON.parse(sessionStorage.getItem('scroll-positions')!) as Record<string, number>;
    expect(stored[shownKey]).toBe(480);
    cleanup();
    scrolledTo = [];
    start();
    expect(scrolledTo).toEqual([480]);
  });
});
