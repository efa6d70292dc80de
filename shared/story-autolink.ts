/**
 * Story auto-linking for the admin forms (docs/product.md#admin): recipe names in the story become
 * `[text](/recipes/{slug})`. Longest names first, whole words only, never inside an existing
 * link, the text keeps the admin's own capitalisation. shared/story-links.ts renders the result.
 */
export interface LinkTarget {
  title: string;
  slug: string;
}

/** docs/product.md#admin: the phrases linked in combo mode on the add form. */
export const COMBO_PHRASES: readonly LinkTarget[] = [
  { title: 'Soft Sugar Cookie', slug: 'soft-cut-out-sugar-cookies' },
  { title: 'Soft Cut-out Sugar Cookies', slug: 'soft-cut-out-sugar-cookies' },
  { title: 'Coconut Buttercream', slug: 'coconut-buttercream' },
  { title: 'Raspberry Sauce', slug: 'raspberry-filling' },
  { title: 'Raspberry Filling', slug: 'raspberry-filling' },
];

const COMBO_TITLES = new Set(COMBO_PHRASES.map((p) => p.title.toLowerCase()));

type Piece = { text: string; linked: boolean };

const EXISTING_LINK = /\[[^\]\n]*\]\([^)\s]*\)/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function autolinkStory(
  story: string,
  recipes: readonly LinkTarget[],
  options: { comboPhrases?: boolean; excludeSlug?: string } = {},
): string {
  if (!story) return story;
  const targets = uniqueTargets(
    [...recipes, ...(options.comboPhrases ? COMBO_PHRASES : [])],
    options.excludeSlug,
    story,
  );
  if (!targets.length) return story;

  let pieces: Piece[] = [];
  let last = 0;
  for (const match of story.matchAll(EXISTING_LINK)) {
    if (match.index > last) pieces.push({ text: story.slice(last, match.index), linked: false });
    pieces.push({ text: match[0], linked: true });
    last = match.index + match[0].length;
  }
  if (last < story.length) pieces.push({ text: story.slice(last), linked: false });

  for (const target of targets) {
    // Whole words: no letter or digit on either side. The fixed combo phrases also take a plural 's'.
    const plural = options.comboPhrases && COMBO_TITLES.has(target.title.toLowerCase()) ? 's?' : '';
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(target.title)}${plural}(?![\\p{L}\\p{N}])`, 'giu');
    pieces = pieces.flatMap((piece) => (piece.linked ? [piece] : linkIn(piece.text, pattern, target.slug)));
  }
  return pieces.map((p) => p.text).join('');
}

function linkIn(text: string, pattern: RegExp, slug: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index), linked: false });
    out.push({ text: `[${match[0]}](/recipes/${slug})`, linked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), linked: false });
  return out;
}

/**
 * Longest names first; one target per name (case-insensitive); blank names and `[`/`]` skipped.
 * Only names the story contains (ignoring case) are kept: each one costs a Unicode regex, and on
 * a catalog of 10,000 recipes building them all took seconds on every keystroke of the combo
 * form's live preview.
 */
function uniqueTargets(targets: readonly LinkTarget[], excludeSlug: string | undefined, story: string): LinkTarget[] {
  const haystack = story.toLowerCase();
  const seen = new Set<string>();
  const out: LinkTarget[] = [];
  for (const target of targets) {
    const key = target.title.trim().toLowerCase();
    if (
      key.length < 3 ||
      /[[\]\n]/.test(key) ||
      target.slug === excludeSlug ||
      seen.has(key) ||
      !haystack.includes(key)
    )
      continue;
    seen.add(key);
    out.push(target.title === target.title.trim() ? target : { ...target, title: target.title.trim() });
  }
  return out.sort((a, b) => b.title.length - a.title.length);
}
