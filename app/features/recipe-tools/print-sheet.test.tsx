// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PrintSheet, type PrintableRecipe } from './print-sheet';

const COMBO: PrintableRecipe = {
  title: 'Sugar Cookie Sandwiches with Raspberry',
  facts: ['Serves 24'],
  story:
    'Crisp [Sugar Cookies](/recipes/sugar-cookies) hold a ribbon of [Raspberry Jam](/recipes/raspberry-jam).\n\nSpread the jam, then [a link elsewhere](https://example.com) and press together.',
  ingredients: ['See referenced recipes'],
  instructions: ['Follow the story above: make each linked recipe, then bring them together.'],
};

afterEach(cleanup);

/** The sheet's text, block by block, as it is printed (the sheet sits in <body>, beside the app). */
function printed(): { headings: string[]; blocks: string[] } {
  const sheet = document.body.querySelector('.print-sheet')!;
  return {
    headings: [...sheet.querySelectorAll('h2')].map((h) => h.textContent ?? ''),
    blocks: [...sheet.querySelectorAll('p, li')].map((p) => p.textContent ?? ''),
  };
}

describe('PrintSheet', () => {
  it("prints a combo's story as plain paragraphs, above its steps, with the recipes it uses", () => {
    render(<PrintSheet recipe={COMBO} />);
    const { headings, blocks } = printed();
    expect(headings).toEqual(['This combo uses', 'The story', 'Ingredients', 'Instructions']);
    expect(blocks).toContain('Sugar Cookies');
    expect(blocks).toContain('Raspberry Jam');
    expect(blocks).toContain('Crisp Sugar Cookies hold a ribbon of Raspberry Jam.');
    expect(blocks).toContain('Spread the jam, then a link elsewhere and press together.');
    // Plain text on paper: no links, and no link syntax either.
    expect(document.body.querySelector('.print-sheet a')).toBeNull();
    expect(document.body.querySelector('.print-sheet')!.textContent).not.toMatch(/\]\(|\/recipes\//);
  });

  it('prints no story for a recipe that has none to print', () => {
    render(
      <PrintSheet recipe={{ ...COMBO, story: undefined, ingredients: ['1 cup flour'], instructions: ['Mix.'] }} />,
    );
    expect(printed().headings).toEqual(['Ingredients', 'Instructions']);
  });
});
