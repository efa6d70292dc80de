import { createStore } from 'zustand/vanilla';

/** docs/product.md#messages: at most one toast at a time, shown 5000 ms, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  open: boolean;
}

/** The toasts, newest first (the toaster reads them with zustand's useStore). A list: every change replaces it. */
export const toastStore = createStore<ToastMessage[]>(() => []);

let nextId = 1;

/** Shows a toast from anywhere (components, data callbacks). */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  const id = nextId++;
  toastStore.setState((toasts) => [{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT), true);
  return id;
}

/** Closes a toast (its exit animation runs), and removes it a long while later. */
export function dismissToast(id: number): void {
  toastStore.setState((toasts) => toasts.map((t) => (t.id === id ? { ...t, open: false } : t)), true);
  setTimeout(() => removeToast(id), TOAST_REMOVE_DELAY_MS);
}

function removeToast(id: number): void {
  toastStore.setState((toasts) => toasts.filter((t) => t.id !== id), true);
}

/**
 * Takes the toasts on screen away. For a panel or a full-screen mode that opens over them: a
 * toast shown before a Radix modal opened sits under the modal's block on pointer events, so it
 * could neither be tapped nor swiped, and its taps went to what lay beneath.
 */
export function dismissToasts(): void {
  for (const t of toastStore.getState()) if (t.open) dismissToast(t.id);
}
