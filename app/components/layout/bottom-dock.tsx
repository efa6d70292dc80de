import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

const dockElement = createStore<HTMLElement | null>(() => null);

/** Space between the dock and the screen's bottom edge (Tailwind bottom-3). */
const DOCK_OFFSET = 12;

/**
 * One place at the bottom of the screen for the cards that stay in view (kitchen timers, the
 * install card, the update prompt): they stack instead of covering each other. The page gets
 * room below its own end for the stack (`--dock-height`, styles.css), so no link or button of
 * the page stays hidden under a card. Mounted once, by the root layout.
 */
export function BottomDock() {
  const [element, setElement] = useState<HTMLElement | null>(null);

  useEffect(() => {
    dockElement.setState(element, true);
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      root.style.setProperty('--dock-height', height ? `${height + 2 * DOCK_OFFSET}px` : '0px');
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--dock-height');
      dockElement.setState(null);
    };
  }, [element]);

  // Outside the header: its backdrop blur would make `fixed` relative to the header.
  return (
    <div
      ref={setElement}
      className="no-print pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 sm:inset-x-auto sm:right-4 sm:w-96 [&>*]:pointer-events-auto"
    />
  );
}

/** Shows `children` as a card in the bottom dock (nothing until the dock is mounted). */
export function InDock({ children }: { children: ReactNode }) {
  const element = useStore(dockElement);
  return element ? createPortal(children, element) : null;
}
