import { lazy, Suspense } from 'react';
import { useToastStore } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ Component: m.Toaster })).then((m) => ({ default: m.Component })));

/** The toast UI (Radix) loads with the first toast, keeping it out of first-load JS. */
export function LazyToaster() {
  const needed = useToastStore((s) => s.toasts.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
