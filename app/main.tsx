import './styles.css';
import { holdEarlyInput } from './shell/early-input';

// Home, served for a page the visitor is not for, is at home's address before anything reads it
// (docs/decisions/020-home-in-place.md). The attribute is shared/arrivals.ts' ADDRESS_ATTRIBUTE,
// named here: importing that module would put the app's start chunk, where it lives, in the entry.
const address = document.getElementById('root')?.getAttribute('data-address');
if (address) history.replaceState(history.state, '', address);

/**
 * The entry script, kept to a few lines (decision 007). The home page, the Recipes list and a
 * recipe page come rendered from the server: they are on screen, photo and all, before any of
 * the app's scripts run, and the app (app/boot.tsx) is fetched once the page has loaded and its
 * largest paint is on screen, then takes the page over. Any other page, and the shell the
 * service worker answers with offline, has nothing to show until the app runs: it starts at once.
 *
 * On a rendered page React and the router are run first, in a task of their own, and the app's
 * modules in the next: on a slow phone each is a shorter task than both together.
 */
const start = async () => {
  await import('./libraries');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./boot');
};

/** Longest wait for the largest paint after 'load' (a page whose largest paint is text reports no later one). */
const PAINT_WAIT_MS = 500;

/**
 * Calls `go` once the page has loaded and the browser has put its largest paint on screen: a photo
 * decoded after 'load' is painted a frame or more later, and the app's download and start would
 * otherwise come before it.
 */
function afterLargestPaint(go: () => void): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const begin = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    setTimeout(go, 0);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    const loadedAt = performance.now();
    observer = new PerformanceObserver((list) => {
      const latest = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
      if (latest && (latest.element instanceof HTMLImageElement || latest.startTime >= loadedAt)) begin();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(begin, PAINT_WAIT_MS);
  } else requestAnimationFrame(() => setTimeout(begin, 0));
}

const rendered = document.getElementById('root')?.firstElementChild;
// Nothing on screen yet: the app at once, its libraries and modules fetched together.
if (!rendered) void import('./boot');
else {
  holdEarlyInput();
  const loaded = () => afterLargestPaint(() => void start());
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}
