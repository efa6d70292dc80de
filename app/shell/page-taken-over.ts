import { useEffect } from 'react';
import { dropEarlyInput, replayEarlyInput } from './early-input';

let resolveTakenOver = () => undefined as void;

/**
 * Resolves once the app has taken the page over: on a page the server rendered, once React has
 * hydrated it (decision 007); otherwise once the app has rendered its first page. Work that can
 * wait (the sync, the service worker) waits for it.
 */
export const pageTakenOver = new Promise<void>((resolve) => (resolveTakenOver = resolve));

/**
 * Marks the page as the app's once the component calling it is on screen, and ends the holding of
 * the visitor's early input (early-input.ts): done again (`'replay'`, the page itself, mounted
 * inside the page's boundary so it runs once the page is hydrated) or dropped (`'drop'`, an
 * error screen in the page's place: its buttons must answer, and a tap meant for the page it
 * replaced has nothing left to land on). In a task of its own: React does not take events
 * dispatched while it is still running effects as a visitor's.
 */
export function usePageTakenOver(held: 'replay' | 'drop'): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      resolveTakenOver();
      if (held === 'replay') void replayEarlyInput();
      else dropEarlyInput();
    }, 0);
    return () => clearTimeout(timer);
  }, [held]);
}
