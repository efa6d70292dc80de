import { useCallback, useRef } from 'react';

/**
 * A callback ref for a sticky bar: it writes the bar's height, kept up to date, to the CSS custom
 * property `name` on the bar's parent, so the content scrolling beneath the bar can keep clear of
 * it (WCAG 2.4.11: a focused card must not hide under the bar). A callback ref, as the bar may
 * appear after the page (once the recipes have loaded).
 */
export function useHeightVar<T extends HTMLElement>(name: `--${string}`) {
  const stop = useRef<(() => void) | null>(null);
  return useCallback(
    (bar: T | null) => {
      stop.current?.();
      stop.current = null;
      const parent = bar?.parentElement;
      if (!bar || !parent) return;
      const observer = new ResizeObserver(() => parent.style.setProperty(name, `${bar.offsetHeight}px`));
      observer.observe(bar);
      stop.current = () => {
        observer.disconnect();
        parent.style.removeProperty(name);
      };
    },
    [name],
  );
}
