/** True when the visitor asked the system for less motion (docs/architecture.md#look-and-feel): scrolls then jump, not glide. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
