import { describe, expect, it } from 'vitest';
import { fraction } from './fraction';
import { DENSITIES, UNITS, isAmerican, isMetric, lookupDensity, lookupUnit, unitByName, unitTokens } from './units';

describe('lookupUnit', () => {
  it.each([
    ['t', 'tsp'],
    ['tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['teaspoon', 'tsp'],
    ['Teaspoons', 'tsp'],
    ['T', 'Tbsp'],
    ['T.', 'Tbsp'],
    ['Tbsp', 'Tbsp'],
    ['tbsp', 'Tbsp'],
    ['TBSP', 'Tbsp'],
    ['tbs', 'Tbsp'],
    ['tablespoon', 'Tbsp'],
    ['c', 'cup'],
    ['C', 'cup'],
    ['cups', 'cup'],
    ['oz', 'oz'],
    ['ounces', 'oz'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['pound', 'lb'],
    ['g', 'g'],
    ['grams', 'g'],
    ['kg', 'kg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['millilitre', 'ml'],
    ['l', 'l'],
    ['L', 'l'],
    ['litres', 'l'],
    ['pinch', 'pinch'],
    ['dashes', 'dash'],
    ['cloves', 'clove'],
    ['can', 'can'],
    ['tins', 'can'],
    ['sticks', 'stick'],
    ['pints', 'pint'],
    ['quart', 'quart'],
    ['fl oz', 'fl oz'],
    ['fl. oz', 'fl oz'],
    ['fluid ounces', 'fl oz'],
  ])('maps %j to %j', (token, name) => {
    expect(lookupUnit(token)?.unit.name).toBe(name);
  });

  it('is case-sensitive for the single letters t and T only', () => {
    expect(lookupUnit('t')?.unit.name).toBe('tsp');
    expect(lookupUnit('T')?.unit.name).toBe('Tbsp');
    expect(lookupUnit('TSP')?.unit.name).toBe('tsp');
  });

  it('says whether a spelling is plural', () => {
    expect(lookupUnit('cups')?.plural).toBe(true);
    expect(lookupUnit('cup')?.plural).toBe(false);
    expect(lookupUnit('lbs')?.plural).toBe(true);
    expect(lookupUnit('tsp')?.plural).toBe(false);
  });

  it('returns null for words that are not units', () => {
    expect(lookupUnit('large')).toBeNull();
    expect(lookupUnit('flour')).toBeNull();
  });
});

describe('the unit table', () => {
  it('has unique canonical names and lists tokens longest first', () => {
    expect(new Set(UNITS.map((u) => u.name)).size).toBe(UNITS.length);
    const tokens = unitTokens();
    expect(tokens.every((t, i) => i === 0 || tokens[i - 1]!.length >= t.length)).toBe(true);
  });

  it('encodes the ladders: 3 tsp per Tbsp, 16 Tbsp per cup, 16 oz per lb, 1000 g per kg, 1000 ml per l', () => {
    expect(unitByName('Tbsp').base).toEqual(fraction(3));
    expect(unitByName('cup').base).toEqual(fraction(48));
    expect(unitByName('lb').base).toEqual(fraction(16));
    expect(unitByName('kg').base).toEqual(fraction(1000));
    expect(unitByName('l').base).toEqual(fraction(1000));
  });

  it('classes units as metric or American', () => {
    expect(isMetric(unitByName('g'))).toBe(true);
    expect(isMetric(unitByName('cup'))).toBe(false);
    expect(isAmerican(unitByName('oz'))).toBe(true);
    expect(isAmerican(unitByName('pinch'))).toBe(false);
  });

  it('throws for an unknown canonical name', () => {
    expect(() => unitByName('furlong')).toThrow(RangeError);
  });
});

describe('lookupDensity', () => {
  it.each([
    ['all-purpose flour', 120],
    ['bread flour', 127],
    ['cake flour', 114],
    ['whole wheat flour', 120],
    ['granulated sugar', 200],
    ['packed light brown sugar', 213],
    ['powdered sugar', 120],
    ['unsalted butter, softened', 227],
    ['unsweetened cocoa powder', 85],
    ['old-fashioned oats', 90],
    ['honey', 340],
    ['peanut butter', 270],
  ])('weighs a cup of %j at %d g', (name, grams) => {
    expect(lookupDensity(name)?.gramsPerCup).toBe(grams);
  });

  it('gives liquids in millilitres per cup', () => {
    expect(lookupDensity('whole milk')?.mlPerCup).toBe(240);
    expect(lookupDensity('ice water')?.mlPerCup).toBe(236.6);
  });

  it('prefers the longest matching name and whole words', () => {
    expect(lookupDensity('buttermilk')?.mlPerCup).toBe(240);
    expect(lookupDensity('milk chocolate chips')?.gramsPerCup).toBe(170);
  });

  it('blocks names that only contain a table word', () => {
    const tartar = lookupDensity('cream of tartar');
    expect(tartar?.gramsPerCup).toBeUndefined();
    expect(tartar?.mlPerCup).toBeUndefined();
  });

  it('returns null for foods not in the table', () => {
    expect(lookupDensity('vanilla extract')).toBeNull();
    expect(DENSITIES.length).toBeGreaterThan(10);
  });
});
