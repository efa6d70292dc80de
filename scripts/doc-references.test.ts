import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Comments and docs cite the project's rules as `docs/product.md#<area>`, `docs/architecture.md#<section>`
 * or `docs/decisions/NNN-*.md`. A newcomer must be able to follow every such reference, so each one
 * has to name a file of this repository and, after a '#', one of that file's headings. References to
 * documents the repository does not hold (the old numbered spec and design sections) are refused.
 */

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|js|mjs|css|sql|md|html)$/.test(file) && existsSync(file));

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-');

const anchorsOf = new Map<string, Set<string>>();
function anchors(doc: string): Set<string> {
  let found = anchorsOf.get(doc);
  if (!found) {
    found = new Set(
      readFileSync(doc, 'utf8')
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => slug(line.replace(/^#+ /, ''))),
    );
    anchorsOf.set(doc, found);
  }
  return found;
}

describe('references to the docs', () => {
  it('name a file of the repository and one of its headings', () => {
    const broken: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/docs\/[\w./-]+\.md(?:#[\w-]+)?/g)) {
        const [doc, anchor] = match[0].split('#');
        if (doc!.includes('NNN')) continue; // the template's placeholder
        if (!existsSync(doc!)) broken.push(`${file}: ${match[0]} (no such file)`);
        else if (anchor && !anchors(doc!).has(anchor)) broken.push(`${file}: ${match[0]} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('never cite the numbered spec or design sections, which this repository does not hold', () => {
    // Built from pieces, so this file does not cite them itself.
    const [spec, design] = ['spec', 'DES' + 'IGN'];
    const numbered = new RegExp(
      [
        `${spec} (visitor|admin) ?[0-9]`,
        // A section number without the word before it: '(admin' or 'visitor' then a number and ')'.
        `\\b(visitor|admin) [0-9]{1,2}\\b ?[)/:]`,
        `${design} ?[0-9]`,
        `${design} decision`,
      ].join('|'),
      'i',
    );
    const cited = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (numbered.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(cited).toEqual([]);
  });

  it('find the areas docs/product.md promises', () => {
    const areas = [
      'recipes',
      'recipe-size-and-units',
      'recipe-tools',
      'combos',
      'favorites',
      'shopping-list',
      'cart',
      'checkout',
      'shop',
      'accounts',
      'admin',
      'offline-and-sync',
      'messages',
      'limits',
    ];
    expect([...anchors('docs/product.md')].filter((anchor) => areas.includes(anchor))).toEqual(areas);
  });
});
