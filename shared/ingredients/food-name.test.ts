import { describe, expect, it } from 'vitest';
import { parseIngredient } from './index';
import { foodNameOf } from './food-name';

const nameOf = (line: string) => parseIngredient(line).name;

describe('the name of the food a line asks for', () => {
  it.each([
    ['3 large eggs, at room temperature', 'eggs'],
    ['1 cup (2 sticks) cold unsalted butter, cubed', 'unsalted butter'],
    ['3/4 cup packed light brown sugar', 'light brown sugar'],
    ['2 cups sifted cake flour', 'cake flour'],
    ['1/2 tsp freshly grated nutmeg', 'nutmeg'],
    ['Freshly ground black pepper, to taste', 'black pepper'],
    ['½ cup warm water (110°F)', 'water'],
    ['3 very ripe bananas, mashed', 'bananas'],
    ['1 teaspoon peeled and finely grated fresh ginger', 'fresh ginger'],
    ['3 cups (375 g) flour, plus more for dusting', 'flour'],
    ['Powdered sugar, for dusting', 'Powdered sugar'],
    ['500ml/17fl oz vegetable oil for frying', 'vegetable oil'],
    ['500g/1lb 2oz good quality milk chocolate', 'milk chocolate'],
  ])('drops size, preparation, temperature, quality and notes: %j', (line, name) => {
    expect(nameOf(line)).toBe(name);
  });

  it.each([
    ['1 tsp ground cinnamon', 'ground cinnamon'],
    ['¼ c toasted sliced almonds', 'sliced almonds'],
    ['1 cup shredded coconut', 'shredded coconut'],
    ['2 tbsp toasted sesame oil', 'toasted sesame oil'],
    ['1 tbsp hot sauce', 'hot sauce'],
    ['2 cups fresh or frozen blueberries', 'fresh or frozen blueberries'],
    ['1/2 cup unsweetened cocoa powder', 'unsweetened cocoa powder'],
    ['1 cup mini marshmallows', 'mini marshmallows'],
  ])('keeps the words that name what is sold: %j', (line, name) => {
    expect(nameOf(line)).toBe(name);
  });

  it.each([
    ['6 cups corn, peanut or vegetable oil', 'corn, peanut or vegetable oil'],
    ['4 tbsp canola, sunflower, or vegetable oil', 'canola, sunflower, or vegetable oil'],
    ['10 boneless, skinless chicken thighs', 'boneless, skinless chicken thighs'],
    ['30 red, ripe strawberries', 'red strawberries'],
    ['3 tbsp rapeseed oil, or olive oil', 'rapeseed oil'],
    ['2 tbsp unsalted butter, melted, or olive oil', 'unsalted butter'],
    ['Sesame seeds, poppy seeds, and/or sea salt for sprinkling', 'Sesame seeds'],
    ['1 orange, zest and juice only', 'orange'],
  ])('tells a comma inside the name from one before a note: %j', (line, name) => {
    expect(nameOf(line)).toBe(name);
  });

  it.each([
    ['Juice of 1 lemon', 'lemon'],
    ['Finely grated zest and juice of ½ orange', 'orange'],
    ['Pinch of cinnamon', 'cinnamon'],
    ['Sprigs of lemon balm, to garnish', 'lemon balm'],
    ['a few drops of food coloring', 'food coloring'],
    ['1½-inch piece fresh ginger', 'fresh ginger'],
    ['2cm/1in piece fresh root ginger, peeled and grated', 'fresh root ginger'],
    ['1 (14 oz) can sweetened condensed milk', 'sweetened condensed milk'],
    ['1 x 400g tin chopped tomatoes', 'tomatoes'],
    ['2 recipes Pie Dough, made with lard', 'Pie Dough'],
    ['1/2 cup or 1 stick butter', 'butter'],
    ['1 medium-size or 2 small turnips', 'turnips'],
    ['5 tsp fish sauce or 1 tsp salt, to taste', 'fish sauce'],
    ['½ tsp cornstarch dissolved in 1 tsp water', 'cornstarch'],
    ['250 ml cream 1 cup', 'cream'],
    ['Flour: 300 g', 'Flour'],
  ])('finds the food around amounts, pieces and containers: %j', (line, name) => {
    expect(nameOf(line)).toBe(name);
  });

  it('is empty for a header and for a line with nothing but an amount', () => {
    expect(nameOf('---For the Frosting---')).toBe('');
    expect(nameOf('2 cups')).toBe('');
  });

  it('reads a long line in one pass, however it is made', () => {
    for (const text of ['very '.repeat(5000), '1 '.repeat(5000), ', '.repeat(5000), '('.repeat(5000)]) {
      expect(typeof foodNameOf(`1 cup ${text}flour`)).toBe('string');
    }
    // Only the first 1,000 characters are read: a bound on the work a stranger's line can ask for.
    expect(foodNameOf('a'.repeat(5000)).length).toBe(1000);
  });
});
