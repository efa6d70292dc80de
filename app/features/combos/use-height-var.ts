import { useCallback, useRef } from 'react';

/**
 * A callback ref for a sticky bar: it writes the bar's height, kept up to date, to the CSS custom
 * property `name` on the bar's form (else its parent), so the content scrolling beneath the bar can
 * keep clear of it (WCAG 2.4.11: a focused card must not hide under the bar). 0 while the bar is not
 * sticky (a wide screen shows it in a column). A callback ref, as the bar may appear after the page.
 */
export function useHeightVar<T extends HTMLElement>(name: `--${string}`) {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (bar: T | null) => {
      stop.current?.();
      stop.current = null;
      const holder = bar?.closest('form') ?? bar?.parentElement;
      if (!bar || !holder) return;
      const observer = new ResizeObserver(() => {
        const sticky = getComputedStyle(bar).position === 'sticky';
        holder.style.setProperty(name, `${sticky ? bar.offsetHeight : 0}px`);
      });
      observer.observe(bar);
      stop.current = () => {
        observer.disconnect();
        holder.style.removeProperty(name);
      };
    },
    [name],
  );
}
