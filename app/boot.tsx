import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { recipesFromPage, seedCatalogFromPage } from './data/catalog-seed';
import { readPageData } from './data/page-data';
import { clearAdminSessionOnStart } from './features/admin';
import { partStepsBeforeFirstRender } from './features/combos/part-steps';
import { preloadPages } from './lazy-page';
import { AppRoutes, routes } from './routes';
import { pageTakenOver } from './shell/page-taken-over';

/**
 * The app's start, loaded by the entry script (app/main.tsx). A page the server rendered
 * (decision 007) is hydrated: React takes over the HTML on screen instead of drawing it again.
 * The shell the service worker serves, with an empty root, is rendered.
 *
 * On a rendered page the visitor can already read and scroll, so the start goes in short steps
 * with the browser free to answer a tap or a scroll between them, instead of one long task on a
 * slow phone.
 */

// zod (loaded later, on demand) reads this global: no `new Function` probe, which the strict
// CSP (script-src 'self') would report as a violation. Set here so zod stays out of first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// Not awaited at the top of this module: the page modules it loads import this module's chunk,
// which must have finished running first.
// A page module that fails to load (the network dropped) leaves the server's page as it is, readable.
start(document.getElementById('root')!).catch((err: unknown) => console.error('The app could not start', err));

async function start(container: HTMLElement): Promise<void> {
  const hydrating = container.firstElementChild !== null;
  const step = hydrating ? yieldToBrowser : () => Promise.resolve();
  clearAdminSessionOnStart();
  void seedCatalogFromPage();
  readPageData();
  await step();
  await startingPage(hydrating);
  await step();
  const app = (
    <StrictMode>
      <App
        router={
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        }
      />
    </StrictMode>
  );
  // As a transition React works in slices of a few milliseconds, hydrating as well as rendering,
  // and lets the browser paint and answer input between them.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  void startBackgroundWorkLater();
}

/**
 * The page's module, loaded before the first render: a page the server rendered (decision 007)
 * is then hydrated as it is, not as a loading fallback that would not match its HTML, and one
 * that does not arrive leaves the server's page on screen, readable (the start rejects). With
 * nothing on screen yet (the service worker's shell), a module that fails shows why once rendered.
 */
async function startingPage(hydrating: boolean): Promise<void> {
  const { pathname, search } = window.location;
  // A Favorite Combo's parts' steps, as the server wrote them (app/features/combos/part-steps.ts).
  const steps = partStepsBeforeFirstRender(pathname, recipesFromPage(pathname + search));
  const loading = preloadPages(routes, pathname);
  if (hydrating) await loading;
  else await loading.catch(() => undefined);
  await steps;
}

/** Longest wait for the app to take its first page over before the background work starts anyway. */
const TAKE_OVER_WAIT_MS = 10_000;

/**
 * The background work (app/start.ts: the sync, the outbox, the service worker, the install
 * offer) has nothing to do for the first paint, and its code is loaded once the page is the
 * app's: it stays out of the first load (docs/decisions/023-react-router.md). A page that never
 * comes (an error screen in its place) does not hold it back for long.
 */
async function startBackgroundWorkLater(): Promise<void> {
  await Promise.race([pageTakenOver, new Promise<void>((resolve) => setTimeout(resolve, TAKE_OVER_WAIT_MS))]);
  const { startBackgroundWork } = await import('./start');
  startBackgroundWork();
}

/** Ends the current task; the start goes on in a new one once the browser has had its turn. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
