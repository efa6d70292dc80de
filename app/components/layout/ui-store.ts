import { createStore } from '../../data/store';

/** Passing UI state only: whether the cart panel is open (components read it with useStore). */
export const cartOpen = createStore(false);

export function setCartOpen(open: boolean): void {
  cartOpen.set(open);
}

export function toggleCart(): void {
  cartOpen.set((open) => !open);
}
