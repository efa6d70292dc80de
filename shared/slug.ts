/**
 * docs/product.md#recipes: lowercase, runs of non-alphanumerics become one hyphen, trimmed. Accents
 * are taken off first ('Crème Brûlée' gives creme-brulee, not cr-me-br-l-e), so an address stays
 * plain ASCII. A title in a script without Latin letters gives an empty slug (the server then
 * chooses a numbered one).
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
