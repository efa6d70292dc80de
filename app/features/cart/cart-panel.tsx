export function CartPanel() {
  return null;
}
