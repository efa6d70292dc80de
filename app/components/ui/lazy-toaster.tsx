import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { toastStore } from './toast-store';
import { EmptyToastRegion } from './toast-viewport';

const Toaster = lazy(() =>
  import('./toaster').then((m) => ({ Component: m.Toaster })).then((m) => ({ default: m.Component })),
);

/**
 * The toast UI (Radix) loads with the first toast, keeping it out of first-load JS. Until then an
 * empty region of the same name stands in, so F8 works from the start; once loaded the toaster
 * stays, and takes the focus over if F8 had put it on the stand-in.
 */
export function LazyToaster() {
  const hasToast = useStore(toastStore, (toasts) => toasts.length > 0);
  const [loaded, setLoaded] = useState(false);
  const [regionFocused, setRegionFocused] = useState(false);
  if (hasToast && !loaded) setLoaded(true);

  const empty = <EmptyToastRegion onFocusChange={setRegionFocused} />;
  if (!loaded) return empty;
  return (
    <Suspense fallback={empty}>
      <Toaster focusRegion={regionFocused} />
    </Suspense>
  );
}
