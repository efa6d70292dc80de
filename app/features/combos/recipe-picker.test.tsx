// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeRecipe } from '../../data/recipe-fixture';
import { COMBO_GROUP_PAGE, RecipePicker } from './recipe-picker';

afterEach(cleanup);

/** `cakes` cakes and three cookies, titled so that a filter can find one of them. */
function catalog(cakes: number) {
  return [
    ...Array.from({ length: cakes }, (_, i) =>
      makeRecipe(i + 1, {
        title: i === cakes - 1 ? 'Last Lemon Cake' : `Cake ${String(i + 1).padStart(5, '0')}`,
        tags: ['Cake'],
      }),
    ),
    ...[1, 2, 3].map((i) => makeRecipe(100_000 + i, { title: `Cookie ${i}`, tags: ['Cookies'] })),
  ];
}

function Picker({ cakes }: { cakes: number }) {
  const [recipes] = useState(() => catalog(cakes));
  const [selected, setSelected] = useState<number[]>([]);
  return (
    <RecipePicker
      recipes={recipes}
      status="ready"
      selected={selected}
      onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
    />
  );
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('the combiners’ recipe picker on a large catalog', () => {
  it('shows a page of cards per group with the full count, and more on request, focus on the first new card', () => {
    render(<Picker cakes={5000} />);
    const cakes = group('Cakes & Cupcakes');
    expect(within(cakes).getAllByRole('checkbox')).toHaveLength(COMBO_GROUP_PAGE);
    expect(within(cakes).getByLabelText('5000 recipes')).toBeTruthy();
    expect(cakes.textContent).toContain(`Showing ${COMBO_GROUP_PAGE} of 5,000`);
    // 5,003 recipes, yet only two pages' worth of checkboxes in the document.
    expect(screen.getAllByRole('checkbox')).toHaveLength(COMBO_GROUP_PAGE + 3);

    fireEvent.click(within(cakes).getByRole('button', { name: `Show ${COMBO_GROUP_PAGE} more Cakes & Cupcakes` }));
    const boxes = within(cakes).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2 * COMBO_GROUP_PAGE);
    expect(document.activeElement).toBe(boxes[COMBO_GROUP_PAGE]);
  });

  it('finds a recipe far beyond the first page with the filter, says how many match, and keeps ticked ones', () => {
    render(<Picker cakes={5000} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cookie 2' }));
    const filter = screen.getByLabelText('Find a recipe');
    fireEvent.change(filter, { target: { value: 'lemon' } });
    expect(screen.getByRole('checkbox', { name: 'Last Lemon Cake' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 recipes match.');
    expect(screen.getAllByRole('checkbox').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Last Lemon Cake',
      'Cookie 2',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Cookie 2' })).toHaveProperty('checked', true);
    fireEvent.change(filter, { target: { value: 'no such bake' } });
    expect(screen.getByRole('status').textContent).toBe('1 recipe matches.');
  });

  it('Enter in the filter does not submit the builder form', () => {
    let submitted = 0;
    render(
      <form onSubmit={(e) => (e.preventDefault(), submitted++)}>
        <Picker cakes={100} />
      </form>,
    );
    const filter = screen.getByLabelText('Find a recipe');
    const enter = fireEvent.keyDown(filter, { key: 'Enter' });
    expect(enter).toBe(false); // default (the implicit submit) prevented
    expect(submitted).toBe(0);
  });

  it('a small catalog shows every card and no Show more (as docs/product.md#combos describes), with the search above them', () => {
    render(<Picker cakes={COMBO_GROUP_PAGE} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(COMBO_GROUP_PAGE + 3);
    expect(screen.getByLabelText('Find a recipe')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show \d+ more/ })).toBeNull();
  });
});
