import * as ToastPrimitive from '@radix-ui/react-toast';
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { TOAST_DURATION_MS, dismissToast, toastStore } from './toast-store';
import { TOAST_HOTKEY, TOAST_REGION_NAME } from './toast-viewport';

const variantClass = {
  default: 'border-oat bg-white text-ink',
  success: 'border-sage/40 bg-white text-ink',
  destructive: 'border-berry bg-berry text-white',
};

/**
 * Where toasts show. On a phone: at the bottom, across the screen, above the bottom dock's cards
 * and the home indicator; up top they covered the page's heading, or a dialog's title, for 5 s.
 * On wider screens: at the bottom right, above the dock's cards. Swiping right takes one off the
 * screen's edge from either place. It rises above the dock's cards by a translation, not its
 * `bottom`: a card that comes while a toast shows (the install card) glides the toast up instead
 * of shifting the layout (0.06 on a phone, docs/quality.md); with no toast it takes no room.
 */
const VIEWPORT_CLASS =
  'fixed inset-x-0 bottom-[env(safe-area-inset-bottom)] translate-y-[min(0px,calc(env(safe-area-inset-bottom)_-_var(--dock-height,0px)))] transition-[translate] duration-200 motion-reduce:transition-none z-[100] m-0 flex w-full list-none flex-col gap-2 px-4 pt-2 pb-4 outline-none empty:p-0 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:translate-y-[min(0px,calc(1rem_-_var(--dock-height,0px)))] sm:max-w-sm sm:p-4 sm:empty:p-0';

/**
 * Radix toasts as docs/product.md#messages has them: 5000 ms, swipe right past 50 px, F8 focuses them.
 * `focusRegion`: F8 had put focus on the empty region that stood in while this code loaded.
 */
export function Toaster({ focusRegion = false }: { focusRegion?: boolean }) {
  const toasts = useStore(toastStore);
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusRegion) viewport.current?.focus();
  }, [focusRegion]);
  // The toasts' height on screen, for what must end above them (the sign-in dialog on a phone: app/styles.css).
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--toast-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-height');
    };
  }, []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border-2 p-4 pr-12 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out ${variantClass[t.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>
            )}
          </div>
          {/* A full touch target (docs/architecture.md#look-and-feel: 44 px): the bare cross was 22 px wide. */}
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute top-1 right-1 grid h-11 w-11 place-items-center rounded-full opacity-80 hover:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={[TOAST_HOTKEY]}
        label={TOAST_REGION_NAME}
        data-toast-viewport=""
        className={VIEWPORT_CLASS}
      />
    </ToastPrimitive.Provider>
  );
}
