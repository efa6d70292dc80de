export { CartButton } from './cart-button';
export { CartPanel } from './cart-panel';
