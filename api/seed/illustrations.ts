/**
 * Locally generated food illustrations for demo content (there is no stock photography offline).
 *
 * Every illustration is a small, self-contained SVG (viewBox 0 0 1200 900, 4:3) in a flat, warm,
 * editorial style: a soft wall colour, a table with a linen napkin, a shadowed centre piece and a
 * few crumbs. Colours and small details vary deterministically with `seed` (usually the slug), so
 * two recipes of the same kind do not look identical, and the same seed always draws the same
 * picture. No text, fonts, filters or external references: sharp/librsvg renders them as is.
 */

export const recipeIllustrationKinds = [
  'bread',
  'loaf-cake',
  'cake',
  'cookies',
  'cupcake',
  'frosting',
  'jar',
  'pancakes',
  'pie',
  'rolls',
  'muffins',
  'bars',
  'scones',
  'combo',
] as const;

/** The six pictures of the home page's social gallery, in display order. */
export const galleryKinds = [
  'gallery-flatlay',
  'gallery-cooling-rack',
  'gallery-cake-slice',
  'gallery-bread-basket',
  'gallery-dough',
  'gallery-tea',
] as const;

export const shopIllustrationKinds = ['video', 'class', 'workshop'] as const;

export type RecipeIllustrationKind = (typeof recipeIllustrationKinds)[number];
export type GalleryKind = (typeof galleryKinds)[number];
export type IllustrationKind = RecipeIllustrationKind | GalleryKind | (typeof shopIllustrationKinds)[number];

export const illustrationKinds: readonly IllustrationKind[] = [
  ...recipeIllustrationKinds,
  ...shopIllustrationKinds,
  ...galleryKinds,
];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and colour helpers

type Rng = () => number;

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function makeRng(seed: string): Rng {
  let a = hashString(seed) || 1;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)]!;
const between = (r: Rng, lo: number, hi: number) => lo + r() * (hi - lo);
const n = (x: number) => Math.round(x);

/** Mixes a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const v = parseInt(hex.slice(1), 16);
  const target = amount < 0 ? 0 : 255;
  const k = Math.abs(amount);
  const ch = (c: number) => n(c + (target - c) * k);
  const rgb = [ch((v >> 16) & 255), ch((v >> 8) & 255), ch(v & 255)];
  return '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join('');
}

const WALLS = ['#F6EBDD', '#F3E4D3', '#F1E3CF', '#F7EFE4', '#F3E0D8', '#EAE7D9', '#F5E8CB', '#EDE1D4'];
const TABLES = ['#C9A27E', '#BC9069', '#D6B690', '#AD8160', '#E3D5C3', '#CFB79C'];
const CLOTHS = ['#B5484F', '#5E7FA3', '#7D9873', '#C98B45', '#8A5B78', '#C86F5A'];
const CRUST = ['#C98B4B', '#B8793C', '#D49A57', '#A96B34'];
const SPRINKLES = ['#E07A8B', '#F2C14E', '#7FB3D5', '#8FC09A', '#F6F1E7', '#C8405A', '#B48AD0'];
const FROSTINGS = ['#F8D9DF', '#FFF1D6', '#F5E0B8', '#DDE8C8', '#F9E7A8', '#E9D6EE', '#FBEFE4'];

interface Flavor {
  /** Frosting, cream or filling colour. */
  main: string;
  /** Small accents: berries, drizzles. */
  accent: string;
  /** Fruit or topping hint used by a few kinds. */
  fruit: 'berry' | 'lemon' | 'blueberry' | 'none';
}

/** Colours from words in the seed (raspberry is red, lemon yellow...), else a seeded pastel. */
function flavorOf(seed: string, r: Rng): Flavor {
  const s = seed.toLowerCase();
  if (/blueberr/.test(s)) return { main: '#5B5F9A', accent: '#3E4478', fruit: 'blueberry' };
  if (/raspberr|strawberr|cherr|berry|jam/.test(s)) return { main: '#C8405A', accent: '#9E2A44', fruit: 'berry' };
  if (/lemon|citrus|curd/.test(s)) return { main: '#F3D35B', accent: '#E2B52E', fruit: 'lemon' };
  if (/chocolat|brownie|fudge|ganache|cocoa|mocha/.test(s))
    return { main: '#5C3726', accent: '#3E2419', fruit: 'none' };
  if (/caramel|dulce|toffee|butterscotch/.test(s)) return { main: '#C88A47', accent: '#9B6231', fruit: 'none' };
  if (/pumpkin|spice|carrot|ginger|apple|cinnamon/.test(s))
    return { main: '#D98A45', accent: '#A95E2A', fruit: 'none' };
  if (/coconut|cream-cheese|swiss|meringue/.test(s)) return { main: '#FBF8F1', accent: '#E9DFCF', fruit: 'none' };
  if (/vanilla|buttercream|pastry-cream/.test(s)) return { main: '#FFF0D2', accent: '#EBD3A4', fruit: 'none' };
  return { main: pick(r, FROSTINGS), accent: pick(r, ['#C8405A', '#E2B52E', '#7FB3D5', '#8A5B78']), fruit: 'none' };
}

// ---------------------------------------------------------------------------------------------
// Shared scene pieces

const SVG_OPEN = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 900" width="1200" height="900">';

/** Wall, halo, table, napkin; `body` is drawn on top, then crumbs. */
function tableScene(r: Rng, body: string, opts: { crumbs?: string; defs?: string; scale?: number } = {}): string {
  const wall = pick(r, WALLS);
  const table = pick(r, TABLES);
  const cloth = pick(r, CLOTHS);
  const left = r() < 0.5;
  // A napkin lying across one front corner, with two woven stripes near its hem.
  const napkin = left ? 'M-40 760 L360 668 L520 900 L-40 900Z' : 'M1240 760 L840 668 L680 900 L1240 900Z';
  const stripe = (dy: number) =>
    left ? `M-40 ${760 + dy} L${360 + dy * 0.35} ${668 + dy}` : `M1240 ${760 + dy} L${840 - dy * 0.35} ${668 + dy}`;
  const crumbs = opts.crumbs ?? pick(r, CRUST);
  const k = opts.scale ?? 1;
  let bits = '';
  for (let i = 0; i < 9; i++) {
    const x = between(r, 150, 1050);
    const y = between(r, 730, 860);
    if (Math.abs(x - 600) < 250 && y < 770) continue;
    bits += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 3, 8))}" ry="${n(between(r, 2, 5))}"/>`;
  }
  return (
    SVG_OPEN +
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(wall, 0.25)}"/><stop offset="1" stop-color="${wall}"/></linearGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(table, 0.12)}"/><stop offset="1" stop-color="${shade(table, -0.1)}"/></linearGradient>` +
    `<clipPath id="nk"><path d="${napkin}"/></clipPath>${opts.defs ?? ''}</defs>` +
    `<rect width="1200" height="900" fill="url(#w)"/>` +
    `<circle cx="600" cy="470" r="${n(between(r, 300, 360))}" fill="${shade(wall, 0.45)}" opacity=".7"/>` +
    `<rect y="610" width="1200" height="290" fill="url(#t)"/><rect y="606" width="1200" height="8" fill="${shade(table, -0.18)}" opacity=".5"/>` +
    `<path d="M0 700H1200M0 790H1200" stroke="${shade(table, -0.15)}" stroke-width="2" opacity=".35"/>` +
    `<path d="${napkin}" fill="${shade(cloth, 0.72)}"/>` +
    `<g clip-path="url(#nk)" stroke="${cloth}" fill="none" opacity=".85"><path d="${stripe(34)}" stroke-width="12"/><path d="${stripe(58)}" stroke-width="5"/></g>` +
    (k === 1 ? body : `<g transform="matrix(${k} 0 0 ${k} ${n(600 - 600 * k)} ${n(700 - 700 * k)})">${body}</g>`) +
    `<g fill="${crumbs}" opacity=".8">${bits}</g></svg>`
  );
}

function shadow(cx: number, cy: number, rx: number, ry = 34): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#3b2414" opacity=".14"/>`;
}

function sprinkles(r: Rng, count: number, cx: number, cy: number, rx: number, ry: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out += `<rect x="${n(x)}" y="${n(y)}" width="14" height="5" rx="2.5" fill="${pick(r, SPRINKLES)}" transform="rotate(${n(r() * 180)} ${n(x + 7)} ${n(y + 2)})"/>`;
  }
  return out;
}

function berries(r: Rng, color: string, pts: [number, number][], size = 16): string {
  return pts
    .map(([x, y]) => {
      const s = n(size * between(r, 0.85, 1.15));
      return `<circle cx="${x}" cy="${y}" r="${s}" fill="${color}"/><circle cx="${x - s / 3}" cy="${y - s / 3}" r="${n(s / 4)}" fill="#fff" opacity=".45"/>`;
    })
    .join('');
}

function lemonSlice(x: number, y: number, s: number): string {
  return (
    `<ellipse cx="${x}" cy="${y}" rx="${s}" ry="${n(s * 0.45)}" fill="#E9BE2C"/>` +
    `<ellipse cx="${x}" cy="${y - 2}" rx="${n(s * 0.86)}" ry="${n(s * 0.37)}" fill="#FBEA9C"/>` +
    `<path d="M${x - n(s * 0.8)} ${y - 2}H${x + n(s * 0.8)}M${x} ${y - n(s * 0.34)}V${y + n(s * 0.3)}" stroke="#E9BE2C" stroke-width="3"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Recipe kinds

function bread(r: Rng, seed: string): string {
  const crust = pick(r, CRUST);
  const board = pick(r, ['#8B5E3C', '#A0714A', '#7A5234']);
  const crumb = '#F4E4C3';
  // sandwich and enriched breads bake in a tin; crusty breads are free-form and scored
  const tinWords = /sandwich|white-bread|pan-|brioche|milk-bread|oat-bread|honey/.test(seed);
  const freeWords = /crusty|farmhouse|sourdough|boule|batard|rustic|country/.test(seed);
  const tin = tinWords || (!freeWords && r() < 0.5);
  const loaf = tin
    ? 'M390 690 L390 585 C350 580 352 520 400 496 C470 440 730 440 800 496 C848 520 850 580 810 585 L810 690Z'
    : 'M340 690 C320 590 420 470 600 462 C780 470 880 590 860 690Z';
  const scores = tin
    ? `<path d="M450 486 Q600 452 750 486 Q600 506 450 486Z" fill="${shade(crust, 0.45)}"/>`
    : [0, 1, 2]
        .map((i) => {
          const x = 450 + i * 110;
          return `<path d="M${x} ${600 - i * 8} Q${x + 40} ${520 - i * 6} ${x + 110} ${505 + i * 4} Q${x + 50} ${545 - i * 4} ${x} ${600 - i * 8}Z" fill="${shade(crust, 0.45)}"/>`;
        })
        .join('');
  let holes = '';
  for (let i = 0; i < 10; i++)
    holes += `<ellipse cx="${n(between(r, 870, 955))}" cy="${n(between(r, 560, 670))}" rx="${n(between(r, 3, 7))}" ry="4" fill="${shade(crumb, -0.12)}"/>`;
  const body =
    shadow(600, 722, 360, 30) +
    `<rect x="270" y="676" width="660" height="44" rx="22" fill="${shade(board, -0.2)}"/><rect x="270" y="664" width="660" height="40" rx="20" fill="${board}"/>` +
    `<circle cx="300" cy="684" r="8" fill="${shade(board, -0.35)}"/>` +
    `<defs><linearGradient id="cr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(crust, 0.15)}"/><stop offset="1" stop-color="${shade(crust, -0.22)}"/></linearGradient></defs>` +
    `<path d="${loaf}" fill="url(#cr)"/>${scores}` +
    (tin
      ? `<path d="M392 586 Q600 600 808 586" stroke="${shade(crust, -0.3)}" stroke-width="7" fill="none" opacity=".5"/>`
      : `<path d="M400 560 Q600 620 800 560" stroke="${shade(crust, -0.25)}" stroke-width="6" fill="none" opacity=".35"/>`) +
    // a slice leaning on the end of the loaf, showing the crumb
    `<path d="M850 690 L850 560 C830 500 870 470 912 472 C955 470 990 500 972 560 L972 690Z" fill="${crumb}" stroke="${shade(crust, -0.1)}" stroke-width="12" stroke-linejoin="round"/>${holes}`;
  return tableScene(r, body, { crumbs: crust, scale: 1.1 });
}

function loafCake(r: Rng, seed: string): string {
  const s = seed.toLowerCase();
  const lemon = /lemon|citrus/.test(s);
  const pumpkin = /pumpkin|spice|ginger|carrot/.test(s);
  const choc = /chocolat|cocoa|marble/.test(s);
  const crumb = lemon ? '#F6DC8C' : pumpkin ? '#D88F4C' : choc ? '#6B4330' : '#E6BE7E';
  const crust = lemon ? '#D69A48' : pumpkin ? '#A8612C' : choc ? '#4A2B1E' : '#B87A3C';
  const board = pick(r, ['#8B5E3C', '#A0714A', '#7A5234', '#EDE3D2']);
  let top = '';
  if (lemon || r() < 0.3) {
    // glaze poured over the top, running down the front
    let d = 'M392 566';
    for (let x = 400; x <= 716; x += 40) {
      const len = n(between(r, 16, 60));
      d += `L${x} 570V${570 + len}a10 10 0 0 0 20 0V572`;
    }
    top += `<path d="${d}L748 566 C744 522 660 500 570 500 C480 500 396 522 392 566Z" fill="#FFF8EC"/>`;
  }
  top += lemon
    ? lemonSlice(500, 520, 34) + lemonSlice(590, 512, 34) + lemonSlice(680, 522, 30)
    : `<path d="M440 540 Q570 496 700 536 Q570 522 440 540Z" fill="${shade(crust, 0.35)}"/>`;
  if (pumpkin) {
    let seeds = '';
    for (let i = 0; i < 12; i++)
      seeds += `<ellipse cx="${n(between(r, 440, 720))}" cy="${n(between(r, 512, 540))}" rx="9" ry="5"/>`;
    top += `<g fill="#7E9A58">${seeds}</g>`;
  }
  let holes = '';
  for (let i = 0; i < 8; i++)
    holes += `<circle cx="${n(between(r, 800, 870))}" cy="${n(between(r, 596, 664))}" r="${n(between(r, 2, 5))}"/>`;
  const body =
    shadow(600, 722, 340, 28) +
    `<rect x="290" y="676" width="620" height="42" rx="21" fill="${shade(board, -0.2)}"/><rect x="290" y="664" width="620" height="38" rx="19" fill="${board}"/>` +
    `<path d="M380 680 L390 570 C398 520 480 500 570 500 C660 500 742 520 750 570 L758 680Z" fill="${crust}"/>` +
    `<path d="M392 590 C480 606 660 606 748 590" stroke="${shade(crust, -0.2)}" stroke-width="5" fill="none" opacity=".4"/>` +
    top +
    // two slices in front of the cut end
    `<path d="M776 682 L782 584 C794 560 880 560 892 584 L898 682Z" fill="${crumb}" stroke="${crust}" stroke-width="10" stroke-linejoin="round"/>` +
    `<g fill="${shade(crumb, -0.15)}">${holes}</g>`;
  return tableScene(r, body, { crumbs: crust, scale: 1.3 });
}

function cake(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const choc = /chocolat|fudge|cocoa/.test(seed);
  const sponge = choc ? '#6B4330' : /carrot|spice|pumpkin/.test(seed) ? '#C48A55' : '#E9BE78';
  const pale = f.fruit === 'lemon' || /carrot|spice|pumpkin|coconut/.test(seed);
  const frost = choc ? '#4A2B1E' : f.main === '#C8405A' ? '#F8D9DF' : pale || f.main === '#FFF0D2' ? '#FFF8EC' : f.main;
  const fill =
    f.fruit === 'berry' ? '#C8405A' : f.fruit === 'lemon' ? '#F3D35B' : choc ? '#F6E7CF' : shade(frost, -0.04);
  const stand = pick(r, ['#F6F1E9', '#D9E4E4', '#EAD9C8', '#E8D2D6']);
  // frosting edge with drips along the front half of the top ellipse
  let drip = 'M420 410';
  for (let i = 0; i <= 24; i++) {
    const t = Math.PI - (i / 24) * Math.PI;
    const x = 600 + 180 * Math.cos(t);
    const y = 410 + 44 * Math.sin(t);
    if (i % 3 === 1) {
      const len = n(between(r, 30, 95));
      drip += `L${n(x - 11)} ${n(y)}V${n(y + len)}a11 11 0 0 0 22 0V${n(y)}`;
    } else drip += `L${n(x)} ${n(y)}`;
  }
  drip += 'A180 44 0 0 0 420 410Z';
  const nuts = /carrot|walnut|pecan|hummingbird/.test(seed);
  let walnuts = '';
  if (nuts)
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      walnuts += `<ellipse cx="${n(600 + Math.cos(a) * 120)}" cy="${n(406 + Math.sin(a) * 22)}" rx="15" ry="10" fill="#8A5A32"/>`;
    }
  const topping = nuts
    ? walnuts
    : f.fruit === 'berry' || (f.fruit === 'none' && r() < 0.4)
      ? berries(r, '#C8405A', [
          [520, 398],
          [560, 414],
          [610, 404],
          [655, 416],
          [690, 396],
          [585, 384],
        ])
      : f.fruit === 'lemon'
        ? lemonSlice(560, 402, 40) + lemonSlice(650, 408, 36)
        : sprinkles(r, 26, 600, 408, 150, 30);
  const body =
    shadow(600, 712, 190, 22) +
    `<ellipse cx="600" cy="706" rx="120" ry="20" fill="${shade(stand, -0.12)}"/><path d="M570 704 L578 640 H622 L630 704Z" fill="${stand}"/>` +
    `<ellipse cx="600" cy="648" rx="280" ry="44" fill="${shade(stand, -0.15)}"/><ellipse cx="600" cy="638" rx="280" ry="42" fill="${stand}"/>` +
    `<path d="M420 410 V620 A180 44 0 0 0 780 620 V410Z" fill="${sponge}"/>` +
    `<path d="M420 490 A180 44 0 0 0 780 490M420 565 A180 44 0 0 0 780 565" stroke="${fill}" stroke-width="20" fill="none"/>` +
    `<path d="M420 620 A180 44 0 0 0 780 620" stroke="${shade(sponge, -0.2)}" stroke-width="6" fill="none"/>` +
    `<path d="M420 430 V600" stroke="${shade(sponge, -0.12)}" stroke-width="10" opacity=".5"/>` +
    `<path d="${drip}" fill="${frost}"/><ellipse cx="600" cy="408" rx="176" ry="40" fill="${shade(frost, 0.12)}"/>` +
    topping;
  return tableScene(r, body, { scale: 1.2 });
}

function cookieTop(r: Rng, kind: number, cx: number, cy: number, rx: number, ry: number, base: string): string {
  if (kind === 0) {
    let chips = '';
    for (let i = 0; i < 8; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.75;
      chips += `<ellipse cx="${n(cx + Math.cos(a) * rx * d)}" cy="${n(cy + Math.sin(a) * ry * d)}" rx="${n(rx / 11)}" ry="${n(Math.min(rx / 10, ry / 5))}" fill="#4A2B1E"/>`;
    }
    return chips;
  }
  if (kind === 1) {
    const icing = pick(r, ['#F8D9DF', '#FBF7EE', '#CFE3EE', '#F9E7A8']);
    return (
      `<ellipse cx="${cx}" cy="${cy - 3}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.72)}" fill="${icing}"/>` +
      sprinkles(r, 7, cx - 6, cy - 4, rx * 0.6, ry * 0.5)
    );
  }
  if (kind === 3) {
    // fork crosshatch
    const w = rx * 0.5;
    const h = ry * 0.5;
    let d = '';
    for (let i = -1; i <= 1; i++)
      d += `M${n(cx - w)} ${n(cy + i * h * 0.5)}h${n(2 * w)}M${n(cx + i * w * 0.5)} ${n(cy - h)}v${n(2 * h)}`;
    return `<path d="${d}" stroke="${shade(base, -0.18)}" stroke-width="${n(rx / 30)}" stroke-linecap="round"/>`;
  }
  // crinkle / sugared: pale cracks
  let cracks = '';
  for (let i = 0; i < 6; i++) {
    const a = r() * Math.PI * 2;
    const d = 0.3 + r() * 0.45;
    cracks += `<ellipse cx="${n(cx + Math.cos(a) * rx * d)}" cy="${n(cy + Math.sin(a) * ry * d)}" rx="${n(rx / 7)}" ry="${n(ry / 5)}" fill="${shade(base, 0.35)}"/>`;
  }
  return cracks;
}

function macaron(x: number, y: number, s: number, shell: string, filling: string): string {
  const feet = shade(shell, 0.25);
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<ellipse cy="26" rx="72" ry="22" fill="${shade(shell, -0.15)}"/><rect x="-72" y="8" width="144" height="18" rx="8" fill="${feet}"/>` +
    `<rect x="-66" y="-6" width="132" height="18" rx="9" fill="${filling}"/>` +
    `<rect x="-72" y="-22" width="144" height="18" rx="8" fill="${feet}"/>` +
    `<path d="M-74 -20 C-74 -66 74 -66 74 -20 A74 20 0 0 1 -74 -20Z" fill="${shell}"/>` +
    `<path d="M-40 -44 Q-10 -56 20 -52" stroke="#fff" stroke-width="7" fill="none" opacity=".45" stroke-linecap="round"/></g>`
  );
}

function macarons(r: Rng): string {
  const shells = ['#F4B6C2', '#CFE3B8', '#F6E3A1', '#C9B6E4', '#B9DCEB', '#F2C9A6', '#E9A0A8'];
  const fillings = ['#FFF6E6', '#C8405A', '#FFF6E6', '#5C3726'];
  const col = () => pick(r, shells);
  let out = shadow(600, 712, 200, 26);
  for (let i = 0; i < 3; i++) out += macaron(600, 650 - i * 86, 1.55, col(), pick(r, fillings));
  out += shadow(350, 762, 110, 16) + macaron(350, 728, 1.15, col(), pick(r, fillings));
  out += shadow(860, 762, 110, 16) + macaron(860, 728, 1.15, col(), pick(r, fillings));
  return tableScene(r, out, { crumbs: '#EBD9B4', scale: 1.2 });
}

function cookies(r: Rng, seed: string): string {
  const s = seed.toLowerCase();
  if (/macaron/.test(s)) return macarons(r);
  const base = /chocolate-cookie|brownie|cocoa/.test(s)
    ? '#5C3726'
    : /ginger|molasses/.test(s)
      ? '#9A5A2C'
      : /sugar|shortbread|butter-cookie|macaron/.test(s)
        ? '#EBCB93'
        : pick(r, ['#D6A15E', '#C98F4E', '#DDB072']);
  const kind = /sugar|cut-out|ginger/.test(s)
    ? 1
    : /chip|chunk/.test(s)
      ? 0
      : /peanut/.test(s)
        ? 3
        : /oat|shortbread/.test(s)
          ? 2
          : Math.floor(r() * 3);
  let stack = '';
  let y = 676;
  for (let i = 0; i < 5; i++) {
    const x = 600 + n(between(r, -14, 14));
    const rx = n(between(r, 138, 156));
    stack += `<ellipse cx="${x}" cy="${y + 13}" rx="${rx}" ry="36" fill="${shade(base, -0.25)}"/><ellipse cx="${x}" cy="${y}" rx="${rx}" ry="36" fill="${shade(base, -0.06)}"/>`;
    if (i === 4)
      stack +=
        `<ellipse cx="${x}" cy="${y - 2}" rx="${rx - 22}" ry="27" fill="${shade(base, 0.12)}"/>` +
        cookieTop(r, kind, x, y, 150, 36, base);
    y -= 34;
  }
  const front =
    `<ellipse cx="860" cy="752" rx="92" ry="25" fill="${shade(base, -0.22)}"/><ellipse cx="860" cy="744" rx="92" ry="25" fill="${base}"/>` +
    cookieTop(r, kind, 860, 744, 92, 25, base) +
    (/ginger/.test(s)
      ? // a gingerbread person lying on the table
        `<g transform="translate(360 752) scale(1.1 .55)" fill="${base}"><circle cy="-70" r="34"/><rect x="-34" y="-44" width="68" height="80" rx="26"/>` +
        `<rect x="-92" y="-40" width="184" height="32" rx="16"/><path d="M-30 20 L-64 84 A18 18 0 0 0 -32 98 L0 40 L32 98 A18 18 0 0 0 64 84 L30 20Z"/>` +
        `<g fill="#FFF8EC"><circle cx="-12" cy="-76" r="5"/><circle cx="12" cy="-76" r="5"/><circle cy="-24" r="6"/><circle cy="4" r="6"/></g>` +
        `<path d="M-16 -58 Q0 -48 16 -58M-84 -24 h14M70 -24 h14" stroke="#FFF8EC" stroke-width="5" fill="none" stroke-linecap="round"/></g>`
      : kind === 1
        ? // a heart from the cookie cutter, iced
          `<g transform="translate(360 752) scale(1.3 .62)"><path d="M0 44 C-80 -6 -56 -70 0 -32 C56 -70 80 -6 0 44Z" fill="${shade(base, -0.22)}" transform="translate(0 14)"/>` +
          `<path d="M0 44 C-80 -6 -56 -70 0 -32 C56 -70 80 -6 0 44Z" fill="${base}"/><path d="M0 30 C-58 -4 -42 -52 0 -22 C42 -52 58 -4 0 30Z" fill="${pick(r, ['#F4B6C2', '#FBF7EE', '#CFE3EE'])}"/></g>`
        : `<ellipse cx="360" cy="764" rx="64" ry="18" fill="${shade(base, -0.22)}"/><ellipse cx="360" cy="756" rx="64" ry="18" fill="${base}"/>` +
          cookieTop(r, kind, 360, 756, 64, 18, base));
  return tableScene(
    r,
    shadow(600, 700, 200, 30) + stack + shadow(860, 770, 100, 14) + shadow(360, 772, 80, 12) + front,
    {
      crumbs: shade(base, -0.1),
      scale: 1.3,
    },
  );
}

function cupcakeAt(tx: number, ty: number, s: number, wrapper: string, frost: string, cap: string): string {
  let pleats = '';
  for (let i = 1; i < 8; i++) {
    const xt = 470 + (260 / 8) * i;
    const xb = 500 + (200 / 8) * i;
    pleats += `M${n(xt)} 540L${n(xb)} 700`;
  }
  const swirl = shade(frost, -0.1);
  return (
    `<g transform="translate(${tx} ${ty}) scale(${s})">` +
    `<path d="M470 540 L500 700 H700 L730 540Z" fill="${wrapper}"/><path d="${pleats}" stroke="${shade(wrapper, -0.2)}" stroke-width="5"/>` +
    `<path d="M458 545 C470 500 730 500 742 545Z" fill="${cap}"/>` +
    `<path d="M445 540 C430 480 500 450 600 450 C700 450 770 480 755 540 C700 560 500 560 445 540Z" fill="${frost}"/>` +
    `<path d="M480 470 C470 410 530 395 600 392 C670 395 730 410 720 470 C660 490 540 490 480 470Z" fill="${frost}"/>` +
    `<path d="M520 405 C515 350 560 330 600 300 C640 335 685 350 680 405 C640 420 560 420 520 405Z" fill="${frost}"/>` +
    `<path d="M470 520 C530 545 680 545 735 515M500 455 C560 475 650 475 705 455M535 395 C575 405 630 405 665 392" stroke="${swirl}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `</g>`
  );
}

function cupcake(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const frost = f.main === '#5C3726' ? '#6A4130' : f.main === '#C8405A' ? '#F4BFCB' : f.main;
  const wrapper = pick(r, ['#C8405A', '#5E7FA3', '#7D9873', '#D9A441', '#8A5B78', '#E8C6B5']);
  const cap = /chocolat|cocoa/.test(seed) ? '#5A3828' : /pumpkin|spice|carrot/.test(seed) ? '#C07A3E' : '#E9C27F';
  const back = cupcakeAt(40, 150, 0.72, shade(wrapper, 0.3), shade(frost, -0.03), cap);
  const main = cupcakeAt(0, 0, 1, wrapper, frost, cap);
  const topper =
    f.fruit === 'lemon'
      ? lemonSlice(600, 300, 34)
      : `<circle cx="600" cy="286" r="24" fill="${f.fruit === 'blueberry' ? '#3E4478' : '#B3263E'}"/><path d="M600 262 Q610 235 630 228" stroke="#5C7A3A" stroke-width="5" fill="none"/>`;
  return tableScene(
    r,
    shadow(420, 725, 110, 16) + back + shadow(600, 712, 150, 22) + main + sprinkles(r, 18, 600, 440, 120, 60) + topper,
    { scale: 1.1 },
  );
}

function frosting(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const frost = f.main === '#C8405A' ? '#F2B8C4' : f.main;
  const bowl = pick(r, ['#F4EFE6', '#9FB7C9', '#B9C9A8', '#E7C9B5', '#D9D2E6']);
  const spat = pick(r, ['#C8405A', '#5E7FA3', '#E2B52E', '#7D9873']);
  const line = shade(frost, -0.14);
  const body =
    shadow(600, 712, 240, 26) +
    // spatula resting in the bowl (behind the front rim)
    `<g transform="rotate(-38 760 470)"><rect x="740" y="250" width="24" height="240" rx="12" fill="#B98A5E"/><rect x="722" y="440" width="60" height="110" rx="26" fill="${spat}"/></g>` +
    `<ellipse cx="600" cy="560" rx="230" ry="58" fill="${shade(bowl, -0.2)}"/><ellipse cx="600" cy="566" rx="216" ry="50" fill="${shade(frost, -0.06)}"/>` +
    // a generous swirled mound of frosting, piped peak curling over
    `<path d="M392 576 C370 520 440 478 520 474 C500 440 540 410 590 408 C600 380 630 360 662 362 C640 380 650 396 668 404 C720 412 730 450 700 470 C780 476 830 520 808 576 C700 604 500 604 392 576Z" fill="${frost}"/>` +
    `<path d="M420 552 C500 576 700 576 790 548M470 500 C540 520 660 520 720 492M540 444 C590 454 640 452 690 432" stroke="${line}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="M470 510 C500 490 540 484 560 486" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".5"/>` +
    `<path d="M370 560 C380 690 480 722 600 722 C720 722 820 690 830 560 A230 58 0 0 1 370 560Z" fill="${bowl}"/>` +
    `<path d="M370 560 A230 58 0 0 0 830 560" stroke="${shade(bowl, 0.35)}" stroke-width="8" fill="none"/>` +
    `<path d="M420 630 C450 680 520 700 560 702" stroke="#fff" stroke-width="10" opacity=".35" fill="none" stroke-linecap="round"/>` +
    (f.fruit === 'berry'
      ? berries(
          r,
          '#C8405A',
          [
            [300, 740],
            [335, 752],
            [880, 748],
          ],
          18,
        )
      : '') +
    (f.fruit === 'lemon' ? lemonSlice(300, 745, 50) : '') +
    (f.fruit === 'none' && r() < 0.6 ? sprinkles(r, 12, 300, 750, 70, 25) : '');
  return tableScene(r, body, { scale: 1.15 });
}

function jar(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const fill = f.main === '#FFF0D2' ? '#F5DFA6' : f.main;
  const cloth = pick(r, CLOTHS);
  let gingham = '';
  for (let i = 0; i < 6; i++)
    gingham += `<rect x="${445 + i * 56}" y="360" width="26" height="90" fill="#fff" opacity=".35"/>`;
  const spoon = `<g transform="rotate(-12 860 730)"><rect x="780" y="722" width="190" height="14" rx="7" fill="#C9CCCF"/><ellipse cx="760" cy="729" rx="46" ry="24" fill="#D9DCDF"/><ellipse cx="758" cy="726" rx="30" ry="14" fill="${fill}"/></g>`;
  const fruit =
    f.fruit === 'berry'
      ? berries(
          r,
          '#C8405A',
          [
            [330, 742],
            [362, 760],
            [300, 766],
            [900, 790],
          ],
          17,
        )
      : f.fruit === 'lemon'
        ? lemonSlice(330, 750, 56)
        : f.fruit === 'blueberry'
          ? berries(
              r,
              '#3E4478',
              [
                [330, 742],
                [362, 760],
                [300, 766],
              ],
              14,
            )
          : '';
  const body =
    shadow(600, 712, 170, 22) +
    `<rect x="470" y="430" width="260" height="282" rx="46" fill="#EEF2F1" opacity=".9"/>` +
    `<rect x="486" y="482" width="228" height="216" rx="36" fill="${fill}"/>` +
    `<path d="M486 500 Q540 486 600 498 T714 496" stroke="${shade(fill, 0.2)}" stroke-width="8" fill="none"/>` +
    `<rect x="500" y="470" width="26" height="200" rx="13" fill="#fff" opacity=".35"/>` +
    `<rect x="488" y="400" width="224" height="44" rx="10" fill="#D3B66F"/>` +
    // fabric cover tied with string
    `<path d="M440 360 Q600 330 760 360 L778 450 Q740 440 720 460 Q690 446 660 462 Q630 446 600 462 Q570 446 540 462 Q510 446 480 460 Q460 440 422 450Z" fill="${cloth}"/>` +
    `<g clip-path="url(#jc)">${gingham}</g>` +
    `<path d="M470 418 Q600 432 730 418" stroke="#E9DCC0" stroke-width="7" fill="none"/><path d="M700 424 q30 30 10 60M700 424 q-10 40 -30 54" stroke="#E9DCC0" stroke-width="5" fill="none"/>` +
    spoon +
    fruit;
  return tableScene(r, body, {
    crumbs: shade(fill, -0.1),
    scale: 1.25,
    defs: `<clipPath id="jc"><path d="M440 360 Q600 330 760 360 L778 450 L422 450Z"/></clipPath>`,
  });
}

function pancakes(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const plate = pick(r, ['#F7F3EC', '#DCE6EA', '#EFE3D3']);
  const cake = pick(r, ['#D89A55', '#CF8F4A', '#DDA463']);
  let stack = '';
  let y = 650;
  for (let i = 0; i < 6; i++) {
    const x = 600 + n(between(r, -10, 10));
    stack += `<ellipse cx="${x}" cy="${y + 16}" rx="185" ry="42" fill="${shade(cake, -0.15)}"/><ellipse cx="${x}" cy="${y + 6}" rx="186" ry="40" fill="#F3D9A4"/><ellipse cx="${x}" cy="${y}" rx="185" ry="40" fill="${cake}"/>`;
    y -= 34;
  }
  const top = y + 34;
  const syrup = '#A5561E';
  const topping =
    f.fruit === 'blueberry' || f.fruit === 'none'
      ? berries(
          r,
          '#3E4478',
          [
            [520, top],
            [560, top + 14],
            [690, top + 6],
            [380, 700],
            [410, 716],
            [800, 712],
          ],
          13,
        )
      : berries(
          r,
          '#C8405A',
          [
            [520, top],
            [690, top + 6],
            [380, 704],
            [820, 712],
          ],
          17,
        );
  const body =
    shadow(600, 716, 300, 28) +
    `<ellipse cx="600" cy="690" rx="290" ry="56" fill="${shade(plate, -0.12)}"/><ellipse cx="600" cy="684" rx="290" ry="54" fill="${plate}"/><ellipse cx="600" cy="686" rx="220" ry="38" fill="${shade(plate, -0.05)}"/>` +
    stack +
    `<path d="M470 ${top} C520 ${top - 30} 700 ${top - 28} 740 ${top + 6} C760 ${top + 30} 770 ${top + 60} 772 ${top + 90} a10 10 0 0 1 -20 0 C748 ${top + 50} 700 ${top + 44} 640 ${top + 40} L640 ${top + 110} a10 10 0 0 1 -20 0 L618 ${top + 40} C540 ${top + 40} 480 ${top + 30} 470 ${top}Z" fill="${syrup}" opacity=".85"/>` +
    `<path d="M570 ${top - 20} L630 ${top - 30} L660 ${top - 12} L598 ${top - 2}Z" fill="#F8E6A0"/><path d="M598 ${top - 2} L660 ${top - 12} L660 ${top - 2} L598 ${top + 8}Z" fill="#E9CF73"/>` +
    topping;
  return tableScene(r, body, { scale: 1.15 });
}

function pie(r: Rng, seed: string): string {
  const s = seed.toLowerCase();
  const crust = '#DDA862';
  const filling = /pumpkin|sweet-potato/.test(s)
    ? '#C9702E'
    : /cherr|berr|raspberr/.test(s)
      ? '#A8253C'
      : /lemon/.test(s)
        ? '#F3D35B'
        : /apple|pear|peach/.test(s)
          ? '#E0A94E'
          : pick(r, ['#A8253C', '#E0A94E', '#C9702E']);
  const dish = pick(r, ['#5E7FA3', '#E7E1D6', '#B5484F', '#7D9873']);
  const style = /pumpkin|lemon|custard/.test(s) ? 2 : /crumb|streusel/.test(s) ? 1 : 0;
  let top = '';
  if (style === 0) {
    // woven lattice: five strips one way, four the other, foreshortened
    const light = shade(crust, 0.12);
    for (let i = -2; i <= 2; i++)
      top += `<path d="M${560 + i * 104} 440 l-40 240 h52 l40 -240Z" fill="${crust}"/><path d="M${566 + i * 104} 446 l-38 228" stroke="${light}" stroke-width="6"/>`;
    for (let i = -2; i <= 1; i++)
      top += `<rect x="300" y="${n(520 + i * 46)}" width="600" height="28" rx="6" fill="${light}"/><path d="M300 ${n(546 + i * 46)}H900" stroke="${shade(crust, -0.15)}" stroke-width="3"/>`;
    top = `<g clip-path="url(#pf)">${top}</g>`;
    let sugar = '';
    for (let i = 0; i < 14; i++)
      sugar += `<circle cx="${n(between(r, 380, 820))}" cy="${n(between(r, 490, 630))}" r="3"/>`;
    top += `<g fill="#FFF8E8" opacity=".8">${sugar}</g>`;
  } else if (style === 1) {
    for (let i = 0; i < 40; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.92;
      top += `<circle cx="${n(600 + Math.cos(a) * 262 * d)}" cy="${n(560 + Math.sin(a) * 92 * d)}" r="${n(between(r, 7, 14))}" fill="${shade(crust, between(r, -0.1, 0.25))}"/>`;
    }
  } else {
    top = `<path d="M560 540 c-30 -10 -20 -40 20 -44 c30 -20 60 0 50 20 c20 10 10 30 -20 30Z" fill="#FBF6EC"/><path d="M440 580 c-20 -8 -14 -30 14 -32 c24 -14 46 0 38 16 c14 8 6 22 -16 22Z" fill="#FBF6EC"/><path d="M720 590 c-20 -8 -14 -30 14 -32 c24 -14 46 0 38 16 c14 8 6 22 -16 22Z" fill="#FBF6EC"/>`;
  }
  // fluted rim: a scalloped outline plus a pinch mark at every flute
  let rim = '';
  let marks = '';
  const flutes = 36;
  for (let i = 0; i <= flutes; i++) {
    const a = (i / flutes) * Math.PI * 2;
    const x = n(600 + Math.cos(a) * 292);
    const y = n(560 + Math.sin(a) * 104);
    rim += i === 0 ? `M${x} ${y}` : `A21 21 0 0 1 ${x} ${y}`;
    if (i < flutes) marks += `M${x} ${y}L${n(600 + Math.cos(a) * 268)} ${n(560 + Math.sin(a) * 94)}`;
  }
  const body =
    shadow(600, 690, 340, 36) +
    `<path d="M276 566 L300 630 A300 80 0 0 0 900 630 L924 566Z" fill="${shade(dish, -0.2)}"/>` +
    `<ellipse cx="600" cy="566" rx="324" ry="118" fill="${dish}"/>` +
    `<path d="${rim}Z" fill="${crust}" stroke="${shade(crust, -0.15)}" stroke-width="4"/>` +
    `<path d="${marks}" stroke="${shade(crust, -0.12)}" stroke-width="4"/>` +
    `<ellipse cx="600" cy="560" rx="270" ry="95" fill="${shade(crust, -0.1)}"/>` +
    `<ellipse cx="600" cy="564" rx="262" ry="88" fill="${filling}"/>` +
    top;
  return tableScene(r, body, {
    crumbs: crust,
    scale: 1.1,
    defs: '<clipPath id="pf"><ellipse cx="600" cy="560" rx="266" ry="92"/></clipPath>',
  });
}

/** Archimedean spiral used for cinnamon rolls, centred on 0 0, radius ~ 80. */
function spiralPath(): string {
  let d = 'M0 0';
  const turns = 3.2;
  const steps = 72;
  for (let i = 1; i <= steps; i++) {
    const t = (i / steps) * Math.PI * 2 * turns;
    const rad = (i / steps) * 80;
    d += `L${n(Math.cos(t) * rad)} ${n(Math.sin(t) * rad)}`;
  }
  return d;
}

function rolls(r: Rng, seed: string): string {
  const swirled = /cinnamon|sticky|morning-bun|swirl/.test(seed);
  const cross = /cross/.test(seed);
  const dough = pick(r, ['#D9A35F', '#D0954F', '#E0AE6C']);
  const plate = pick(r, ['#F7F3EC', '#DCE6EA', '#E9D6C5']);
  const roll = (x: number, y: number) =>
    `<g transform="translate(${x} ${y})"><ellipse cx="0" cy="26" rx="96" ry="58" fill="${shade(dough, -0.25)}"/><use href="#rt"/></g>`;
  let icing = '';
  if (swirled)
    for (const [x, y] of [
      [500, 520],
      [700, 520],
      [400, 600],
      [600, 610],
      [800, 600],
    ])
      icing += `M${x - 70} ${y - 10} q20 -30 35 0 t35 0 t35 0 t35 0`;
  const top = swirled
    ? `<ellipse rx="96" ry="58" fill="${dough}"/><path d="${spiralPath()}" transform="scale(1.1 .66)" stroke="#8A4F24" stroke-width="10" fill="none" stroke-linejoin="round"/>`
    : `<path d="M-96 16 C-104 -80 104 -80 96 16 A96 44 0 0 1 -96 16Z" fill="${shade(dough, -0.06)}"/><path d="M-50 -30 C-30 -50 10 -52 30 -48" stroke="${shade(dough, 0.35)}" stroke-width="12" fill="none" stroke-linecap="round"/>` +
      (cross
        ? `<path d="M-78 -6 Q0 20 78 -6M0 -56 V50" stroke="#FFF5E1" stroke-width="14" fill="none" stroke-linecap="round"/>`
        : '');
  const body =
    shadow(600, 716, 320, 30) +
    `<ellipse cx="600" cy="680" rx="330" ry="70" fill="${shade(plate, -0.12)}"/><ellipse cx="600" cy="672" rx="330" ry="66" fill="${plate}"/>` +
    roll(500, 520) +
    roll(700, 520) +
    roll(400, 600) +
    roll(600, 610) +
    roll(800, 600) +
    (icing
      ? `<path d="${icing}" stroke="#FFF8EA" stroke-width="9" fill="none" stroke-linecap="round" opacity=".95"/>`
      : '');
  return tableScene(r, body, { crumbs: dough, scale: 1.15, defs: `<g id="rt">${top}</g>` });
}

function muffinAt(tx: number, ty: number, s: number, liner: string, top: string, dots: string): string {
  let pleats = '';
  for (let i = 1; i < 7; i++) pleats += `M${n(480 + (240 / 7) * i)} 560L${n(505 + (190 / 7) * i)} 700`;
  return (
    `<g transform="translate(${tx} ${ty}) scale(${s})">` +
    `<path d="M480 560 L505 700 H695 L720 560Z" fill="${liner}"/><path d="${pleats}" stroke="${shade(liner, -0.18)}" stroke-width="5"/>` +
    `<path d="M455 570 C430 540 450 500 480 498 C480 450 540 420 580 436 C610 400 680 410 690 450 C740 450 770 500 745 540 C760 560 740 580 720 572 C640 590 540 590 470 574Z" fill="${top}"/>` +
    `<path d="M500 470 C530 450 560 452 580 470" stroke="${shade(top, 0.2)}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    dots +
    `</g>`
  );
}

function muffins(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const top = /chocolat|cocoa/.test(seed) ? '#6B4330' : /banana|oat|bran/.test(seed) ? '#B98149' : '#D9A35F';
  const liner = pick(r, ['#F2EDE3', '#C8405A', '#5E7FA3', '#D9A441', '#E8C6B5']);
  const dotColor =
    f.fruit === 'blueberry'
      ? '#3E4478'
      : f.fruit === 'berry'
        ? '#B3263E'
        : /banana|oat/.test(seed)
          ? '#EBD7A8'
          : '#4A2B1E';
  const dots = () => {
    let d = '';
    for (let i = 0; i < 9; i++)
      d += `<circle cx="${n(between(r, 480, 720))}" cy="${n(between(r, 470, 560))}" r="${n(between(r, 8, 13))}" fill="${dotColor}"/>`;
    return d;
  };
  const body =
    shadow(290, 668, 95, 14) +
    muffinAt(-190, 108, 0.8, shade(liner, 0.2), top, dots()) +
    shadow(910, 668, 95, 14) +
    muffinAt(430, 108, 0.8, shade(liner, 0.2), top, dots()) +
    shadow(600, 736, 150, 20) +
    muffinAt(0, 30, 1, liner, top, dots());
  return tableScene(r, body, { crumbs: top, scale: 1.1 });
}

function bars(r: Rng, seed: string): string {
  const s = seed.toLowerCase();
  const lemon = /lemon/.test(s);
  const short = /shortbread/.test(s);
  const blond = /blondie|oat|caramel/.test(s);
  const topC = lemon ? '#F3D35B' : short ? '#F3DDB0' : blond ? '#D6A15E' : '#4E2E20';
  const sideC = lemon ? '#F0C93E' : short ? '#E6C78F' : blond ? '#C08A4A' : '#3E2419';
  const base = lemon ? '#E8C27E' : sideC;
  const bar = (x: number, y: number) =>
    `<path d="M${x} ${y} L${x + 150} ${y} L${x + 200} ${y - 50} L${x + 50} ${y - 50}Z" fill="${topC}"/>` +
    `<path d="M${x} ${y} V${y + 70} H${x + 150} V${y}Z" fill="${sideC}"/>` +
    (lemon ? `<rect x="${x}" y="${y + 44}" width="150" height="26" fill="${base}"/>` : '') +
    `<path d="M${x + 150} ${y} L${x + 200} ${y - 50} V${y + 20} L${x + 150} ${y + 70}Z" fill="${shade(sideC, -0.2)}"/>` +
    (lemon
      ? `<path d="M${x + 30} ${y - 10}h30M${x + 90} ${y - 30}h40M${x + 70} ${y - 16}h20" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".8"/>`
      : short
        ? `<g fill="${shade(sideC, -0.25)}"><circle cx="${x + 60}" cy="${y - 25}" r="5"/><circle cx="${x + 100}" cy="${y - 25}" r="5"/><circle cx="${x + 140}" cy="${y - 25}" r="5"/></g>`
        : `<path d="M${x + 30} ${y - 14} l30 -8 l20 10 l30 -12" stroke="${shade(topC, 0.25)}" stroke-width="5" fill="none"/>`);
  const body =
    shadow(600, 720, 300, 30) +
    `<rect x="320" y="690" width="560" height="20" rx="6" fill="#EDE3D2"/><path d="M320 690 L400 620 H940 L880 690Z" fill="#F7F0E4"/>` +
    bar(450, 560) +
    bar(460, 490) +
    bar(690, 620) +
    bar(470, 630);
  return tableScene(r, body, { crumbs: sideC, scale: 1.2 });
}

function sconeAt(x: number, y: number, s: number, dough: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-86 -50 L-82 0 A82 26 0 0 0 82 0 L86 -50Z" fill="${shade(dough, 0.45)}"/>` +
    `<path d="M-84 -20 A84 26 0 0 0 84 -20" stroke="${shade(dough, 0.25)}" stroke-width="6" fill="none"/>` +
    `<path d="M-94 -50 C-96 -112 96 -112 94 -50 A94 30 0 0 1 -94 -50Z" fill="${dough}"/>` +
    `<path d="M-50 -80 Q-10 -96 34 -88" stroke="${shade(dough, 0.3)}" stroke-width="9" fill="none" stroke-linecap="round"/></g>`
  );
}

function splitScone(x: number, y: number, dough: string, jam: string): string {
  return (
    `<ellipse cx="${x}" cy="${y + 10}" rx="90" ry="26" fill="${shade(dough, 0.3)}"/><ellipse cx="${x}" cy="${y}" rx="90" ry="26" fill="#F6E4BE"/>` +
    `<path d="M${x - 70} ${y - 4} C${x - 70} ${y - 44} ${x + 70} ${y - 44} ${x + 70} ${y - 4} C${x + 40} ${y + 12} ${x - 40} ${y + 12} ${x - 70} ${y - 4}Z" fill="#FFF8E8"/>` +
    `<path d="M${x - 40} ${y - 26} C${x - 30} ${y - 54} ${x + 30} ${y - 54} ${x + 40} ${y - 26} C${x + 20} ${y - 16} ${x - 20} ${y - 16} ${x - 40} ${y - 26}Z" fill="${jam}"/>`
  );
}

function scones(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const jam = f.fruit === 'blueberry' ? '#3E4478' : '#B3263E';
  const dough = pick(r, ['#D49A52', '#C98B45', '#DAA45F']);
  const plate = pick(r, ['#F7F3EC', '#DCE6EA', '#EFE3D3']);
  const body =
    shadow(600, 720, 320, 30) +
    `<ellipse cx="600" cy="690" rx="330" ry="62" fill="${shade(plate, -0.12)}"/><ellipse cx="600" cy="682" rx="330" ry="58" fill="${plate}"/>` +
    sconeAt(470, 660, 1, dough) +
    sconeAt(720, 650, 0.95, dough) +
    splitScone(600, 716, dough, jam) +
    berries(
      r,
      jam,
      [
        [330, 720],
        [880, 715],
      ],
      15,
    );
  return tableScene(r, body, { crumbs: dough, scale: 1.2 });
}

function combo(r: Rng, seed: string): string {
  const f = flavorOf(seed, r);
  const plate = pick(r, ['#F7F3EC', '#DCE6EA', '#EFE3D3', '#E8D2D6']);
  const cookieC = /chocolat|brownie/.test(seed) ? '#5C3726' : pick(r, ['#EBCB93', '#E2B572', '#D6A15E']);
  const fillC = f.main === '#FFF0D2' || f.main === '#FBF8F1' ? '#C8405A' : f.main;
  const sandwich = (x: number, y: number) =>
    `<ellipse cx="${x}" cy="${y + 34}" rx="84" ry="24" fill="${shade(cookieC, -0.22)}"/><ellipse cx="${x}" cy="${y + 24}" rx="84" ry="24" fill="${cookieC}"/>` +
    `<ellipse cx="${x}" cy="${y + 14}" rx="80" ry="24" fill="#FFF3DC"/><ellipse cx="${x}" cy="${y + 10}" rx="64" ry="20" fill="${fillC}"/>` +
    `<ellipse cx="${x}" cy="${y - 6}" rx="84" ry="24" fill="${shade(cookieC, -0.22)}"/><ellipse cx="${x}" cy="${y - 14}" rx="84" ry="24" fill="${cookieC}"/>` +
    `<path d="M${x} ${y - 30} l9 10 l13 2 l-9 8 l2 13 l-15 -6 l-15 6 l2 -13 l-9 -8 l13 -2Z" fill="${fillC}"/>` +
    `<path d="M${x - 40} ${y - 22} q20 -10 44 -8" stroke="#fff" stroke-width="6" fill="none" opacity=".45" stroke-linecap="round"/>`;
  const body =
    shadow(600, 728, 340, 30) +
    `<ellipse cx="600" cy="690" rx="350" ry="80" fill="${shade(plate, -0.12)}"/><ellipse cx="600" cy="682" rx="350" ry="76" fill="${plate}"/>` +
    // a small bowl of buttercream at the back right
    `<ellipse cx="790" cy="598" rx="86" ry="22" fill="${shade(plate, -0.3)}"/><path d="M712 600 C700 540 760 520 790 530 C800 506 830 510 826 530 C870 540 880 580 868 600Z" fill="#FFF3DC"/>` +
    `<path d="M740 570 C780 580 830 578 856 566" stroke="#EBD3A4" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<path d="M702 598 C706 664 874 664 878 598 A88 22 0 0 1 702 598Z" fill="${pick(r, ['#9FB7C9', '#B9C9A8', '#E7C9B5'])}"/>` +
    sandwich(500, 610) +
    sandwich(380, 690) +
    sandwich(600, 700) +
    berries(
      r,
      f.fruit === 'lemon' ? '#E2B52E' : '#C8405A',
      [
        [770, 710],
        [800, 726],
        [745, 732],
        [840, 700],
      ],
      16,
    );
  return tableScene(r, body, { scale: 1.15 });
}

// ---------------------------------------------------------------------------------------------
// Shop kinds

function whiskBowl(bowl: string, batter: string): string {
  return (
    `<ellipse cx="600" cy="520" rx="170" ry="40" fill="${batter}"/>` +
    `<g transform="rotate(28 640 420)" stroke="#C9CCCF" stroke-width="6" fill="none"><path d="M640 250 V330"/><path d="M640 330 C590 380 600 470 640 500 C680 470 690 380 640 330Z"/><path d="M640 330 C620 390 625 470 640 500 C655 470 660 390 640 330Z"/></g>` +
    `<g transform="rotate(28 640 420)"><rect x="628" y="150" width="24" height="110" rx="12" fill="#B98A5E"/></g>` +
    `<path d="M430 520 C440 620 520 650 600 650 C680 650 760 620 770 520 A170 40 0 0 1 430 520Z" fill="${bowl}"/>` +
    `<path d="M430 520 A170 40 0 0 0 770 520" stroke="${shade(bowl, 0.3)}" stroke-width="6" fill="none"/>`
  );
}

function video(r: Rng): string {
  const bowl = pick(r, ['#9FB7C9', '#B9C9A8', '#E7C9B5', '#F4EFE6']);
  const screen = pick(r, ['#6B4A3A', '#4F5D6B', '#5E6B4F', '#7A4A52']);
  let holes = '';
  for (let i = 0; i < 9; i++)
    holes += `<rect x="${300 + i * 70}" y="196" width="36" height="18" rx="4"/><rect x="${300 + i * 70}" y="676" width="36" height="18" rx="4"/>`;
  const body =
    shadow(600, 735, 340, 24) +
    `<rect x="250" y="170" width="700" height="550" rx="34" fill="#2F2520"/><g fill="${shade(screen, 0.55)}" opacity=".6">${holes}</g>` +
    `<rect x="280" y="230" width="640" height="430" rx="14" fill="${screen}"/>` +
    `<rect x="280" y="560" width="640" height="100" fill="${shade(screen, -0.25)}"/>` +
    `<g transform="translate(0 20)">${whiskBowl(bowl, '#F3DDA5')}</g>` +
    `<circle cx="600" cy="445" r="92" fill="#FFF8EE" opacity=".92"/><path d="M572 398 L648 445 L572 492Z" fill="${pick(r, ['#C8405A', '#C98B45', '#5E7FA3'])}"/>`;
  return tableScene(r, body, { crumbs: '#EDE3D2' });
}

function rollingPin(x: number, y: number, rot: number): string {
  return (
    `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 300}" y="${y - 12}" width="90" height="24" rx="12" fill="#9C6B43"/><rect x="${x + 210}" y="${y - 12}" width="90" height="24" rx="12" fill="#9C6B43"/>` +
    `<rect x="${x - 220}" y="${y - 34}" width="440" height="68" rx="30" fill="#D9AE7E"/><rect x="${x - 200}" y="${y - 26}" width="400" height="14" rx="7" fill="#EBCDA6"/></g>`
  );
}

function classKind(r: Rng): string {
  const apron = pick(r, ['#C8405A', '#5E7FA3', '#7D9873', '#C98B45', '#8A5B78']);
  const body =
    // apron hanging from a peg on the wall
    `<circle cx="260" cy="150" r="14" fill="#8B5E3C"/><path d="M260 150 Q200 200 215 250M260 150 Q320 200 305 250" stroke="${shade(apron, 0.3)}" stroke-width="8" fill="none"/>` +
    `<path d="M205 250 H315 L320 330 Q380 330 390 340 L380 560 H140 L130 340 Q140 330 200 330Z" fill="${apron}"/>` +
    `<rect x="200" y="420" width="120" height="70" rx="8" fill="${shade(apron, -0.15)}"/><path d="M260 420 V490" stroke="${shade(apron, 0.3)}" stroke-width="3"/>` +
    `<path d="M130 340 Q60 380 90 430M390 340 Q450 390 420 430" stroke="${shade(apron, 0.3)}" stroke-width="8" fill="none"/>` +
    shadow(660, 722, 330, 22) +
    `<rect x="360" y="690" width="600" height="28" rx="12" fill="#8B5E3C"/><path d="M400 690 L450 620 H900 L960 690Z" fill="#C49A6C"/>` +
    `<path d="M470 680 C440 650 520 626 650 630 C800 626 900 650 880 680Z" fill="#F6E6C8"/>` +
    `<g fill="none" stroke="${shade(apron, -0.1)}" stroke-width="8"><ellipse cx="520" cy="664" rx="30" ry="12"/><ellipse cx="820" cy="662" rx="28" ry="11"/></g>` +
    `<g transform="translate(680 640) scale(.72) translate(-680 -640)">${rollingPin(680, 640, -4)}</g>` +
    `<g fill="#fff" opacity=".55"><circle cx="450" cy="720" r="10"/><circle cx="930" cy="705" r="7"/><circle cx="720" cy="730" r="6"/></g>` +
    // eggs and a bowl waiting at the back of the table
    `<ellipse cx="1010" cy="736" rx="24" ry="30" fill="#F3E1C7"/><ellipse cx="1054" cy="744" rx="24" ry="30" fill="#EBD2B0"/>`;
  return tableScene(r, body, { crumbs: '#F6E6C8' });
}

function workshop(r: Rng): string {
  const wood = pick(r, ['#C49A6C', '#B98A5E', '#D2AA7C']);
  const bowls = ['#9FB7C9', '#B9C9A8', '#E7C9B5', '#D9D2E6'];
  let stations = '';
  const spots: [number, number][] = [
    [300, 260],
    [900, 260],
    [300, 640],
    [900, 640],
  ];
  spots.forEach(([x, y], i) => {
    stations +=
      `<rect x="${x - 150}" y="${y - 110}" width="300" height="220" rx="20" fill="#E4C9A3"/>` +
      `<circle cx="${x}" cy="${y}" r="${n(between(r, 60, 78))}" fill="#F6E6C8"/><circle cx="${x - 20}" cy="${y - 20}" r="24" fill="#fff" opacity=".35"/>` +
      `<circle cx="${x + (i % 2 ? -230 : 230)}" cy="${y - 30}" r="52" fill="${bowls[i]}"/><circle cx="${x + (i % 2 ? -230 : 230)}" cy="${y - 30}" r="38" fill="#FBF3E2"/>` +
      `<rect x="${x - 130}" y="${y + 120}" width="260" height="26" rx="13" fill="#9C6B43"/><rect x="${x - 90}" y="${y + 114}" width="180" height="38" rx="17" fill="#D9AE7E"/>`;
  });
  let flour = '';
  for (let i = 0; i < 16; i++)
    flour += `<circle cx="${n(between(r, 120, 1080))}" cy="${n(between(r, 80, 820))}" r="${n(between(r, 6, 30))}"/>`;
  const body =
    SVG_OPEN +
    `<rect width="1200" height="900" fill="${wood}"/>` +
    `<path d="M0 150H1200M0 300H1200M0 450H1200M0 600H1200M0 750H1200" stroke="${shade(wood, -0.15)}" stroke-width="4"/>` +
    `<rect x="560" y="40" width="80" height="820" rx="10" fill="${pick(r, CLOTHS)}" opacity=".85"/>` +
    `<path d="M575 40V860M625 40V860" stroke="#fff" stroke-width="4" opacity=".5"/>` +
    stations +
    `<g fill="#FFFDF7" opacity=".45">${flour}</g>` +
    `<circle cx="600" cy="450" r="70" fill="#F7F0E4"/><path d="M560 450 C560 410 640 410 640 450 C640 490 560 490 560 450Z" fill="${pick(r, ['#C8405A', '#F3D35B', '#5C3726'])}"/>` +
    `</svg>`;
  return body;
}

// ---------------------------------------------------------------------------------------------
// Gallery kinds (a mix of overhead and table views)

function overhead(r: Rng, body: string, surface?: string): string {
  const s = surface ?? pick(r, ['#EFE8DE', '#E6DED3', '#D9C2A3', '#C49A6C', '#F2ECE4']);
  let veins = '';
  for (let i = 0; i < 4; i++) {
    const y = n(between(r, 0, 900));
    veins += `M-20 ${y} C300 ${y + n(between(r, -120, 120))} 800 ${y + n(between(r, -160, 160))} 1220 ${y + n(between(r, -80, 80))}`;
  }
  return (
    SVG_OPEN +
    `<rect width="1200" height="900" fill="${s}"/><path d="${veins}" stroke="${shade(s, -0.12)}" stroke-width="5" fill="none" opacity=".6"/>` +
    body +
    `</svg>`
  );
}

function galleryFlatlay(r: Rng): string {
  const cloth = pick(r, CLOTHS);
  const egg = (x: number, y: number, rot: number) =>
    `<ellipse cx="${x}" cy="${y}" rx="44" ry="56" fill="#F3E1C7" transform="rotate(${rot} ${x} ${y})"/><ellipse cx="${x - 12}" cy="${y - 18}" rx="12" ry="16" fill="#fff" opacity=".5"/>`;
  return overhead(
    r,
    `<path d="M-20 620 L420 560 L480 920 L-20 920Z" fill="${shade(cloth, 0.7)}"/><path d="M-20 650 L425 590M-20 680 L430 620" stroke="${cloth}" stroke-width="10"/>` +
      `<circle cx="560" cy="380" r="210" fill="#3b2414" opacity=".08"/><circle cx="550" cy="370" r="200" fill="#9FB7C9"/><circle cx="550" cy="370" r="168" fill="#FBF7EE"/>` +
      `<path d="M470 330 q40 -30 80 0 q40 30 80 0M480 410 q40 -20 70 0" stroke="#EDE3D2" stroke-width="8" fill="none"/>` +
      egg(880, 230, 20) +
      egg(980, 320, -15) +
      egg(900, 410, 40) +
      `<rect x="780" y="560" width="230" height="120" rx="10" fill="#F8E6A0" transform="rotate(-10 895 620)"/><rect x="760" y="560" width="100" height="120" fill="#F1F1EF" opacity=".9" transform="rotate(-10 895 620)"/>` +
      `<g transform="rotate(-30 300 220)" stroke="#C9CCCF" stroke-width="6" fill="none"><path d="M140 220 H260"/><path d="M260 220 C320 170 420 180 450 220 C420 260 320 270 260 220Z"/><path d="M260 220 C330 200 410 205 450 220 C410 235 330 240 260 220Z"/></g>` +
      `<g transform="rotate(-30 300 220)"><rect x="40" y="208" width="110" height="24" rx="12" fill="#B98A5E"/></g>` +
      `<g fill="#FFFDF7" opacity=".6"><circle cx="760" cy="300" r="16"/><circle cx="700" cy="520" r="10"/><circle cx="330" cy="520" r="12"/><circle cx="640" cy="640" r="8"/></g>` +
      berries(
        r,
        '#C8405A',
        [
          [640, 740],
          [680, 760],
          [610, 780],
        ],
        18,
      ),
  );
}

function galleryRack(r: Rng): string {
  let grid = '';
  for (let i = 0; i <= 12; i++) grid += `M${200 + i * 66} 120V780`;
  for (let i = 0; i <= 10; i++) grid += `M200 ${120 + i * 66}H992`;
  const base = pick(r, ['#D6A15E', '#EBCB93', '#C98F4E']);
  const defs =
    `<defs><g id="c0"><circle cx="6" cy="8" r="78" fill="#3b2414" opacity=".12"/><circle r="76" fill="${base}"/><circle r="56" fill="${shade(base, 0.15)}"/>${cookieTop(r, 0, 0, 0, 76, 76, base)}</g>` +
    `<g id="c1"><circle cx="6" cy="8" r="78" fill="#3b2414" opacity=".12"/><circle r="76" fill="${base}"/>${cookieTop(r, 1, 0, 0, 76, 76, base)}</g></defs>`;
  let uses = '';
  for (let row = 0; row < 3; row++)
    for (let col = 0; col < 4; col++) {
      if (row === 2 && col === 3) continue;
      const x = 300 + col * 200 + n(between(r, -14, 14));
      const y = 230 + row * 220 + n(between(r, -14, 14));
      uses += `<use href="#c${(row + col) % 2}" transform="translate(${x} ${y}) rotate(${n(r() * 360)})"/>`;
    }
  return overhead(
    r,
    defs +
      `<rect x="150" y="80" width="900" height="740" fill="#F7F0E2"/>` +
      `<path d="${grid}" stroke="#8C8F93" stroke-width="5"/><rect x="200" y="120" width="792" height="660" fill="none" stroke="#6F7276" stroke-width="10"/>` +
      uses +
      `<g fill="${base}"><circle cx="960" cy="800" r="8"/><circle cx="1000" cy="760" r="6"/><circle cx="880" cy="700" r="10"/></g>`,
    pick(r, ['#D9C2A3', '#C49A6C', '#9FB7C9']),
  );
}

function galleryCakeSlice(r: Rng): string {
  const frost = pick(r, ['#F8D9DF', '#FFF6E6', '#F5E0B8', '#E9D6EE']);
  const sponge = pick(r, ['#E9BE78', '#6B4330', '#E3B26A']);
  const fill = pick(r, ['#C8405A', '#F3D35B', shade(frost, -0.05)]);
  const plate = pick(r, ['#F7F3EC', '#DCE6EA', '#EFE3D3']);
  const body =
    shadow(600, 716, 300, 28) +
    `<ellipse cx="600" cy="690" rx="300" ry="62" fill="${shade(plate, -0.12)}"/><ellipse cx="600" cy="682" rx="300" ry="58" fill="${plate}"/>` +
    // wedge: tip to the left, cut face towards us, frosted round back on the right
    `<path d="M380 520 L840 500 L840 690 L380 700Z" fill="${sponge}"/>` +
    `<path d="M380 582 L840 564M380 644 L840 628" stroke="${fill}" stroke-width="20"/>` +
    `<path d="M840 500 C870 520 880 560 880 600 L880 672 C870 684 856 690 840 690Z" fill="${frost}"/>` +
    `<path d="M372 524 L700 414 C780 430 850 460 880 500 L840 506Z" fill="${frost}"/>` +
    `<path d="M376 520 L840 500" stroke="${shade(frost, -0.08)}" stroke-width="12" stroke-linecap="round"/>` +
    berries(
      r,
      '#C8405A',
      [
        [700, 440],
        [760, 456],
      ],
      18,
    ) +
    `<g transform="rotate(-6 880 760)" fill="#C9CCCF"><rect x="720" y="754" width="220" height="14" rx="7"/><path d="M600 748 H724 V774 H600 Z"/><path d="M570 748 h40 v5 h-40Z M570 757 h40 v5 h-40Z M570 766 h40 v5 h-40Z"/></g>`;
  return tableScene(r, body, { scale: 1.05 });
}

function galleryBasket(r: Rng): string {
  const basket = '#B5854F';
  const crust = pick(r, CRUST);
  const cloth = pick(r, CLOTHS);
  let weave = '';
  for (let i = 0; i < 7; i++) weave += `M${340 + i * 80} 600 L${350 + i * 78} 720`;
  const baguette = (x: number, y: number, rot: number, len: number) =>
    `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="44" ry="${len}" fill="${crust}"/>` +
    `<path d="M${x - 14} ${y - len * 0.55} q26 -10 30 -50M${x - 14} ${y - len * 0.15} q26 -10 30 -50M${x - 14} ${y + len * 0.25} q26 -10 30 -50" stroke="${shade(crust, 0.45)}" stroke-width="12" stroke-linecap="round" fill="none"/></g>`;
  const body =
    shadow(600, 730, 330, 30) +
    baguette(470, 450, 14, 210) +
    baguette(580, 420, 20, 240) +
    baguette(700, 460, 26, 200) +
    `<path d="M330 560 Q600 500 870 560 L800 620 Q600 580 400 620Z" fill="${shade(cloth, 0.7)}"/><path d="M360 570 Q600 520 840 570" stroke="${cloth}" stroke-width="8" fill="none"/>` +
    `<path d="M320 580 H880 L830 730 H370Z" fill="${basket}"/><path d="${weave}" stroke="${shade(basket, -0.2)}" stroke-width="6"/>` +
    `<path d="M340 625 H860M352 670 H848" stroke="${shade(basket, 0.2)}" stroke-width="10"/><rect x="310" y="568" width="580" height="26" rx="13" fill="${shade(basket, -0.1)}"/>` +
    `<path d="M900 740 C890 660 1020 660 1010 740Z" fill="${shade(crust, -0.05)}"/><path d="M925 700 q30 -26 60 0" stroke="${shade(crust, 0.4)}" stroke-width="10" fill="none" stroke-linecap="round"/>`;
  return tableScene(r, body, { crumbs: crust });
}

function galleryDough(r: Rng): string {
  const bowl = pick(r, ['#9FB7C9', '#B9C9A8', '#E7C9B5', '#F4EFE6']);
  const cloth = pick(r, CLOTHS);
  let flour = '';
  for (let i = 0; i < 22; i++)
    flour += `<circle cx="${n(between(r, 150, 1050))}" cy="${n(between(r, 120, 800))}" r="${n(between(r, 4, 22))}"/>`;
  let wheat = '';
  for (let i = 0; i < 6; i++)
    wheat += `<ellipse cx="${150 + i * 28}" cy="${120 + i * 22}" rx="16" ry="8" transform="rotate(${i % 2 ? 70 : 10} ${150 + i * 28} ${120 + i * 22})"/>`;
  return overhead(
    r,
    `<path d="M760 -20 L1220 -20 L1220 380 L860 300Z" fill="${shade(cloth, 0.7)}"/><path d="M790 -20 L885 280M830 -20 L915 285" stroke="${cloth}" stroke-width="10"/>` +
      `<circle cx="560" cy="460" r="300" fill="#3b2414" opacity=".08"/><circle cx="550" cy="450" r="290" fill="${bowl}"/><circle cx="550" cy="450" r="250" fill="${shade(bowl, 0.5)}"/>` +
      `<circle cx="550" cy="450" r="172" fill="#E9D2A6"/><circle cx="540" cy="440" r="160" fill="#F4E2BF"/><circle cx="490" cy="390" r="50" fill="#FBF1DC"/>` +
      `<path d="M460 500 Q550 540 640 492" stroke="#E6CFA3" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<rect x="880" y="540" width="190" height="150" rx="10" fill="#C9CCCF" transform="rotate(14 975 615)"/><rect x="880" y="520" width="190" height="40" rx="16" fill="#8B5E3C" transform="rotate(14 975 615)"/>` +
      `<g fill="#FFFDF7" opacity=".55">${flour}</g>` +
      `<path d="M100 80 L330 270" stroke="#C98B45" stroke-width="5"/><g fill="#E0B75C">${wheat}</g>`,
    pick(r, ['#C49A6C', '#D9C2A3', '#B98A5E']),
  );
}

function galleryTea(r: Rng): string {
  const cup = pick(r, ['#9FB7C9', '#F4EFE6', '#E7C9B5', '#B9C9A8']);
  const dough = pick(r, ['#D49A52', '#C98B45']);
  const body =
    shadow(420, 716, 200, 24) +
    `<ellipse cx="420" cy="700" rx="190" ry="40" fill="${shade(cup, -0.15)}"/><ellipse cx="420" cy="694" rx="190" ry="38" fill="${cup}"/>` +
    `<path d="M300 520 C300 650 340 690 420 690 C500 690 540 650 540 520Z" fill="${cup}"/><path d="M540 550 C610 550 610 640 530 640" stroke="${cup}" stroke-width="20" fill="none"/>` +
    `<ellipse cx="420" cy="520" rx="120" ry="28" fill="${shade(cup, -0.2)}"/><ellipse cx="420" cy="524" rx="108" ry="22" fill="#A0622D"/>` +
    `<path d="M390 470 q-20 -30 0 -60 q20 -30 0 -60M450 470 q-20 -30 0 -60 q20 -30 0 -60" stroke="#fff" stroke-width="8" fill="none" opacity=".5" stroke-linecap="round"/>` +
    shadow(830, 722, 220, 24) +
    `<ellipse cx="830" cy="712" rx="230" ry="46" fill="${shade('#EFE3D3', -0.1)}"/><ellipse cx="830" cy="706" rx="230" ry="44" fill="#EFE3D3"/>` +
    sconeAt(760, 690, 0.85, dough) +
    splitScone(910, 720, dough, '#B3263E') +
    berries(
      r,
      '#C8405A',
      [
        [640, 770],
        [680, 786],
      ],
      15,
    );
  return tableScene(r, body, { crumbs: dough });
}

// ---------------------------------------------------------------------------------------------

/** One SVG document (< 6 KB) for a kind; the same seed always gives the same picture. */
export function illustrationSvg(kind: IllustrationKind, seed: string): string {
  const r = makeRng(`${kind}:${seed}`);
  const s = seed.toLowerCase();
  switch (kind) {
    case 'bread':
      return bread(r, s);
    case 'loaf-cake':
      return loafCake(r, s);
    case 'cake':
      return cake(r, s);
    case 'cookies':
      return cookies(r, s);
    case 'cupcake':
      return cupcake(r, s);
    case 'frosting':
      return frosting(r, s);
    case 'jar':
      return jar(r, s);
    case 'pancakes':
      return pancakes(r, s);
    case 'pie':
      return pie(r, s);
    case 'rolls':
      return rolls(r, s);
    case 'muffins':
      return muffins(r, s);
    case 'bars':
      return bars(r, s);
    case 'scones':
      return scones(r, s);
    case 'combo':
      return combo(r, s);
    case 'video':
      return video(r);
    case 'class':
      return classKind(r);
    case 'workshop':
      return workshop(r);
    case 'gallery-flatlay':
      return galleryFlatlay(r);
    case 'gallery-cooling-rack':
      return galleryRack(r);
    case 'gallery-cake-slice':
      return galleryCakeSlice(r);
    case 'gallery-bread-basket':
      return galleryBasket(r);
    case 'gallery-dough':
      return galleryDough(r);
    case 'gallery-tea':
      return galleryTea(r);
  }
}

/** The picture that fits a recipe, from words in its slug and title, then its tags. */
export function illustrationKindFor(recipe: { slug: string; title: string; tags: string[] }): IllustrationKind {
  const t = `${recipe.slug} ${recipe.title}`.toLowerCase();
  // A combo that builds one cake shows the cake; other combos show a plate of several things.
  if (recipe.tags.includes('FavoriteCombos'))
    return /cupcake/.test(t) ? 'cupcake' : /cake\b/.test(t) ? 'cake' : 'combo';
  const rules: [RegExp, RecipeIllustrationKind][] = [
    [/cupcake/, 'cupcake'],
    [/muffin/, 'muffins'],
    [/pancake|waffle|crepe/, 'pancakes'],
    [/cinnamon roll|sticky bun|hot cross|dinner roll|\bbuns?\b|\brolls\b/, 'rolls'],
    [/scone|biscuit|shortcake/, 'scones'],
    [/brownie|blondie|shortbread|\bbars?\b|slice\b/, 'bars'],
    [/loaf cake|pound cake|pumpkin bread|banana bread|zucchini bread|quick bread|drizzle/, 'loaf-cake'],
    [/\bpie\b|tart|galette|crumble/, 'pie'],
    [/buttercream|frosting|icing|glaze|meringue/, 'frosting'],
    [/filling|sauce|curd|ganache|jam|caramel|dulce|compote|pastry cream|custard/, 'jar'],
    [/cookie|shortbread|macaron|biscotti|snickerdoodle/, 'cookies'],
    [/cake|torte|gateau/, 'cake'],
    [/bread|loaf|baguette|focaccia|brioche|sourdough|boule|challah/, 'bread'],
  ];
  for (const [re, kind] of rules) if (re.test(t)) return kind;
  const tags = recipe.tags;
  if (tags.includes('Frostings')) return 'frosting';
  if (tags.includes('FillingsSauces')) return 'jar';
  if (tags.includes('Cookies')) return 'cookies';
  if (tags.includes('Cake')) return 'cake';
  if (tags.includes('BrunchBreakfast')) return 'pancakes';
  if (tags.includes('Bread')) return 'bread';
  return 'combo';
}

/** The picture for a class or workshop card. */
export function illustrationKindForEvent(event: { kind: 'class' | 'workshop' }): IllustrationKind {
  return event.kind === 'class' ? 'class' : 'workshop';
}
