/**
 * The picture that stands in for a recipe photo not on this device (offline, never seen) or
 * never uploaded: the recipe's initial on its category's colour (docs/product.md#offline-and-sync).
 * It is the photo element's own background, so it shows while the photo loads, when the service
 * worker answers offline with a transparent picture, and never as an empty box.
 */
const CATEGORY_COLOURS: Record<string, { ground: string; letter: string }> = {
  Bread: { ground: '#c98f5a', letter: '#fbf6ee' },
  BrunchBreakfast: { ground: '#e7b84f', letter: '#5c2a20' },
  Cake: { ground: '#c96a8a', letter: '#fbf6ee' },
  Cookies: { ground: '#8a5a44', letter: '#f5d98b' },
  FavoriteCombos: { ground: '#7a3b2e', letter: '#f5d98b' },
  FillingsSauces: { ground: '#9b2f55', letter: '#fbf6ee' },
  Frostings: { ground: '#ead3df', letter: '#7c2242' },
  'Gluten-Free': { ground: '#8fae8f', letter: '#fbf6ee' },
  Seasonal: { ground: '#d9823b', letter: '#fbf6ee' },
};
const OTHER = { ground: '#e6d6bd', letter: '#7a3b2e' };

export interface PlaceholderSource {
  title: string;
  tags?: readonly string[];
}

/** The colours of a recipe's first category (its first tag that is one), else the oat ground. */
export function placeholderColours(tags: readonly string[] = []): { ground: string; letter: string } {
  for (const tag of tags) {
    const colours = CATEGORY_COLOURS[tag];
    if (colours) return colours;
  }
  return OTHER;
}

/** The first letter or digit of the title, upper case; the bakery's mark letter when there is none. */
export function placeholderInitial(title: string): string {
  const match = /[\p{L}\p{N}]/u.exec(title);
  return match ? match[0].toLocaleUpperCase('en-US') : 'S';
}

/** The placeholder as CSS background properties (an SVG data URI, drawn at any size, the same on server and browser). */
export function placeholderBackground(source: PlaceholderSource): {
  backgroundColor: string;
  backgroundImage: string;
  backgroundPosition: string;
  backgroundSize: string;
  backgroundRepeat: string;
} {
  const { ground, letter } = placeholderColours(source.tags);
  const initial = placeholderInitial(source.title);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="${ground}"/>` +
    `<circle cx="200" cy="150" r="92" fill="${letter}" fill-opacity="0.16"/>` +
    `<text x="200" y="150" dy="0.35em" text-anchor="middle" font-family="Georgia, Times New Roman, serif" ` +
    `font-size="120" font-weight="700" fill="${letter}">${escapeXml(initial)}</text></svg>`;
  return {
    backgroundColor: ground,
    backgroundImage: `url("data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '%27')}")`,
    backgroundPosition: 'center',
    backgroundSize: 'cover',
    backgroundRepeat: 'no-repeat',
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
