import { useCallback, useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../components/ui/motion';

/**
 * Brings a freshly shown result to its top and moves focus to its heading, so a phone visitor does not land
 * mid-card and a keyboard or screen-reader user hears the result's title. The card scrolls (its badges sit
 * above the heading); the heading needs tabIndex -1 and is focused without a second jump.
 */
export function revealResult(heading: HTMLElement): void {
  const card = heading.closest('article') ?? heading;
  card.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * A callback ref for a result's heading, revealed (revealResult) each time `shown` changes to a new value:
 * a new result, not a visit back to the tab. The tab panel may mount its content a render after the result
 * is set (Radix Presence), so a reveal waits for the heading to attach.
 */
export function useRevealOnNew<T extends HTMLElement>(shown: unknown) {
  const node = useRef<T | null>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!shown) return;
    if (node.current) revealResult(node.current);
    else pending.current = true;
  }, [shown]);
  return useCallback((el: T | null) => {
    node.current = el;
    if (el && pending.current) {
      pending.current = false;
      revealResult(el);
    }
  }, []);
}

/**
 * 'Create Another' leaves with its panel: focus goes to the builder's Select tab, not the page
 * body. Returns the tab trigger's ref and a call that asks for focus once `tab` is 'select' again.
 */
export function useFocusSelectTabOnReturn(tab: string) {
  const selectTab = useRef<HTMLButtonElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (tab !== 'select' || !wanted.current) return;
    wanted.current = false;
    selectTab.current?.focus();
  }, [tab]);
  const focusOnReturn = useCallback(() => {
    wanted.current = true;
  }, []);
  return [selectTab, focusOnReturn] as const;
}
