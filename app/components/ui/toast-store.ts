import { create } from 'zustand';

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

interface ToastState {
  toasts: ToastMessage[];
  show(toast: Omit<ToastMessage, 'id' | 'open'>): number;
  dismiss(id: number): void;
  remove(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show(toast) {
    const id = nextId++;
    set((s) => ({ toasts: [{ ...toast, id, open: true }, ...s.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    set((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    setTimeout(() => get().remove(id), TOAST_REMOVE_DELAY_MS);
  },
  remove(id) {
    set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
  },
}));

/** Shows a toast from anywhere (components, data callbacks). */
export function toast(message: Omit<ToastMessage, 'id' | 'open'>): number {
  return useToastStore.getState().show(message);
}

/**
 * Takes the toasts on screen away. For a panel or a full-screen mode that opens over them: a
 * toast shown before a Radix modal opened sits under the modal's block on pointer events, so it
 * could neither be tapped nor swiped, and its taps went to what lay beneath.
 */
export function dismissToasts(): void {
  const { toasts, dismiss } = useToastStore.getState();
  for (const t of toasts) if (t.open) dismiss(t.id);
}
