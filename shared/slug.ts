/** admin 3 / visitor 9: lowercase, runs of non-alphanumerics become one hyphen, trimmed. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
