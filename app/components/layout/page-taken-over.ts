let resolveTakenOver = () => undefined as void;

/**
 * Resolves once the app has taken the page over: on a page the server rendered, once React has
 * hydrated it (decision 007); otherwise once the app has rendered its first page. Work that can
 * wait (the sync, the service worker) waits for it.
 */
export const pageTakenOver = new Promise<void>((resolve) => (resolveTakenOver = resolve));

/** Called by the root layout once its first page is on screen as the app's. */
export function markPageTakenOver(): void {
  resolveTakenOver();
}
