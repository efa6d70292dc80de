/**
 * A value made on its first use and kept. For the Intl formatters and collators: building the
 * first one costs a slow phone tens of milliseconds (the browser loads its locale data), too much
 * to spend while a module loads on a page that may never format a date or a price
 * (docs/quality.md#the-apps-start).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
