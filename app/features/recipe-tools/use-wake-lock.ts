import { useEffect, useState } from 'react';

export type WakeLockState = 'on' | 'off' | 'unsupported';

/**
 * Keeps the screen on while cook mode is open (Screen Wake Lock API). The browser drops the lock when
 * the page is hidden, so it is asked for again whenever the page becomes visible.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<WakeLockState>(supported ? 'off' : 'unsupported');
  useEffect(() => {
    if (!active || !supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
        lock.addEventListener('release', () => !stopped && setState('off'));
      } catch {
        // Refused (battery saver, not allowed in this frame): the page still works.
        setState('off');
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active, supported]);
  return state;
}
