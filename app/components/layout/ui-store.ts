import { createStore } from 'zustand/vanilla';

/** Passing UI state only: whether the cart panel is open (components read it with zustand's useStore). */
export const cartOpen = createStore(() => false);

export function setCartOpen(open: boolean): void {
  cartOpen.setState(open);
}

export function toggleCart(): void {
  cartOpen.setState((open) => !open);
}
