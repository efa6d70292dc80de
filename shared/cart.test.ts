import { describe, expect, it } from 'vitest';
import {
  addLine,
  canRaiseQuantity,
  cartItemCount,
  cartLineKey,
  cartSubtotal,
  lineTotal,
  lineTypeLabel,
  parseLegacyCart,
  removeLine,
  setLineQuantity,
  spotsLeftNote,
  type CartLineData,
} from './cart';

const bread: CartLineData = { id: 1, type: 'class', title: 'Beginner Bread', price: 6500, quantity: 1 };
const macaron: CartLineData = {
  id: 4,
  type: 'class',
  title: 'Macaron Masterclass',
  price: 9500,
  quantity: 1,
  imageUrl: '/objects/class-4',
};
const video1: CartLineData = { id: 1, type: 'video', title: 'Bread Basics', price: 1500, quantity: 1 };

describe('addLine', () => {
  it('appends a new line', () => {
    expect(addLine([], bread)).toEqual([bread]);
    expect(addLine([bread], macaron)).toEqual([bread, macaron]);
  });

  it('raises the quantity when the same class is added twice', () => {
    expect(addLine(addLine([], bread), bread)).toEqual([{ ...bread, quantity: 2 }]);
    expect(addLine([{ ...bread, quantity: 2 }], { ...bread, quantity: 3 })).toEqual([{ ...bread, quantity: 5 }]);
  });

  it('appends when the id matches but the type differs', () => {
    expect(addLine([bread], video1)).toEqual([bread, video1]);
  });

  it('adds one when asked to add a quantity below one', () => {
    expect(addLine([], { ...bread, quantity: 0 })).toEqual([bread]);
  });

  it('does not change the list it was given', () => {
    const lines = [bread];
    addLine(lines, bread);
    expect(lines).toEqual([bread]);
  });
});

describe('removeLine', () => {
  it('removes by id only, whatever the type', () => {
    expect(removeLine([bread, macaron, video1], 1)).toEqual([macaron]);
    expect(removeLine([bread, macaron], 99)).toEqual([bread, macaron]);
  });
});

describe('setLineQuantity', () => {
  it('sets a quantity of 1 or more', () => {
    expect(setLineQuantity([bread, macaron], 4, 3)).toEqual([bread, { ...macaron, quantity: 3 }]);
    expect(setLineQuantity([{ ...bread, quantity: 4 }], 1, 1)).toEqual([bread]);
  });

  it.each([0, -1, 1.5, Number.NaN])('ignores %s', (quantity) => {
    expect(setLineQuantity([{ ...bread, quantity: 2 }], 1, quantity)).toEqual([{ ...bread, quantity: 2 }]);
  });
});

describe('totals', () => {
  it('computes line totals, subtotal and item count in cents', () => {
    const lines = [{ ...bread, quantity: 2 }, macaron];
    expect(lineTotal(lines[0]!)).toBe(13000);
    expect(cartSubtotal(lines)).toBe(22500);
    expect(cartItemCount(lines)).toBe(3);
    expect(cartSubtotal([])).toBe(0);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('lineTypeLabel', () => {
  it('labels video, class and anything else', () => {
    expect(lineTypeLabel('video')).toBe('Video Tutorial');
    expect(lineTypeLabel('class')).toBe('In-Person Class');
    expect(lineTypeLabel('workshop')).toBe('Workshop');
    expect(lineTypeLabel('other')).toBe('Workshop');
  });
});

describe('cartLineKey', () => {
  it('keys a line by type and id', () => {
    expect(cartLineKey('class', 3)).toBe('class:3');
  });
});

describe('parseLegacyCart', () => {
  it('reads a legacy list, merging duplicates and dropping broken lines', () => {
    const json = JSON.stringify([
      { id: 1, type: 'class', title: 'Beginner Bread', price: 6500, quantity: 2 },
      { id: '1', type: 'class', title: 'Beginner Bread', price: 6500, quantity: 1 },
      { id: 4, type: 'class', title: 'Macaron Masterclass', price: 9500, quantity: 0, imageUrl: '/objects/class-4' },
      { id: 5, type: 'gift', title: 'x', price: 1, quantity: 1 },
      { id: 6, type: 'class', title: '', price: 1, quantity: 1 },
      { id: 7, type: 'class', title: 'Cheap', price: 1.5, quantity: 1 },
      null,
      'text',
    ]);
    expect(parseLegacyCart(json)).toEqual([{ ...bread, quantity: 3 }, macaron]);
  });

  it('brings an absurd quantity down to what an order may hold and drops lines checkout would refuse', () => {
    const json = JSON.stringify([
      { id: 1, type: 'class', title: 'Beginner Bread', price: 6500, quantity: 1_000_000_000 },
      { id: 4, type: 'class', title: 'Macaron Masterclass', price: 9500, quantity: 9_999 },
      { id: 4, type: 'class', title: 'Macaron Masterclass', price: 9500, quantity: 5 },
      { id: 8, type: 'class', title: 'Too dear', price: 1e300, quantity: 1 },
      { id: 9, type: 'class', title: 'Overflow', price: 2 ** 52, quantity: 10 },
    ]);
    expect(parseLegacyCart(json)).toEqual([
      { ...bread, quantity: 10_000 },
      { id: 4, type: 'class', title: 'Macaron Masterclass', price: 9500, quantity: 10_000 },
    ]);
  });

  it('gives an empty cart for missing, invalid or non-list JSON', () => {
    expect(parseLegacyCart(null)).toEqual([]);
    expect(parseLegacyCart('{not json')).toEqual([]);
    expect(parseLegacyCart('{"id":1}')).toEqual([]);
  });
});

describe('a class line never goes past its spots left', () => {
  it('adds up to the limit and no further', () => {
    expect(addLine([bread], bread, 2)).toEqual([{ ...bread, quantity: 2 }]);
    expect(addLine([{ ...bread, quantity: 2 }], bread, 2)).toEqual([{ ...bread, quantity: 2 }]);
    expect(addLine([bread], { ...bread, quantity: 5 }, 3)).toEqual([{ ...bread, quantity: 3 }]);
    expect(addLine([], { ...bread, quantity: 4 }, 2)).toEqual([{ ...bread, quantity: 2 }]);
  });

  it('appends nothing when no spot is left', () => {
    expect(addLine([macaron], bread, 0)).toEqual([macaron]);
  });

  it('keeps a line that is already above the limit as it is (the cart never loses what was chosen)', () => {
    expect(addLine([{ ...bread, quantity: 5 }], bread, 2)).toEqual([{ ...bread, quantity: 5 }]);
    expect(setLineQuantity([{ ...bread, quantity: 5 }], 1, 6, () => 2)).toEqual([{ ...bread, quantity: 5 }]);
  });

  it('ignores a raise past the limit but always allows lowering', () => {
    const limit = (l: CartLineData) => (l.type === 'class' ? 2 : undefined);
    expect(setLineQuantity([{ ...bread, quantity: 2 }], 1, 3, limit)).toEqual([{ ...bread, quantity: 2 }]);
    expect(setLineQuantity([bread], 1, 2, limit)).toEqual([{ ...bread, quantity: 2 }]);
    expect(setLineQuantity([{ ...bread, quantity: 5 }], 1, 4, limit)).toEqual([{ ...bread, quantity: 4 }]);
    // A video with the same id has no spots: it follows the plain rule.
    expect(setLineQuantity([{ ...bread, quantity: 2 }, video1], 1, 3, limit)).toEqual([
      { ...bread, quantity: 2 },
      { ...video1, quantity: 3 },
    ]);
  });

  it('tells whether one more fits and says how many spots are left', () => {
    expect(canRaiseQuantity({ quantity: 1 }, 2)).toBe(true);
    expect(canRaiseQuantity({ quantity: 2 }, 2)).toBe(false);
    expect(canRaiseQuantity({ quantity: 9 }, undefined)).toBe(true);
    expect(spotsLeftNote(2)).toBe('Only 2 spots left');
    expect(spotsLeftNote(1)).toBe('Only 1 spot left');
    expect(spotsLeftNote(0)).toBe('No spots left');
  });
});
