import { describe, expect, it } from 'vitest';
import { convertedFrom } from './converted-from';
import { scaleLines } from './scaled-lines';

const note = (written: string[]) => convertedFrom(scaleLines(written, 1, 'metric'), written);

describe('convertedFrom', () => {
  it('names the measures the ≈ lines were written in, never a cup for a teaspoon', () => {
    expect(note(['1 tsp salt', '2 large eggs'])).toBe('teaspoon measures');
    expect(note(['2 cups flour', '1 tablespoon sugar', '1 tsp salt'])).toBe('cup, tablespoon and teaspoon measures');
  });

  it('leaves out lines converted exactly (ounces to grams carry no ≈)', () => {
    expect(note(['4 oz chocolate', '1 cup sugar'])).toBe('cup measures');
  });
});
