/**
 * Real-world ingredient lines with their expected parse and scaled forms, checked by hand.
 *
 * Styles: American cookbook abbreviations ('1 C.', '3 T.', '1/2 t.'), blog lines with a second measure
 * ('1 cup (120 g)'), British and metric lines ('225g/8oz', '1 x 400g tin'), ranges, unicode fractions,
 * number words, containers, counted foods, headers, 'to taste' lines and lines about times or temperatures
 * (which must come back unchanged).
 *
 * `parse` is [quantity, quantityMax, unit, ingredient] or { header } for '---Section---' lines.
 * `scaled` pairs a factor with the exact string scaleIngredient must return.
 */

export type ExpectedParse =
  | readonly [quantity: number | null, quantityMax: number | null, unit: string | null, ingredient: string]
  | { readonly header: string };

export interface IngredientLineCase {
  readonly line: string;
  readonly parse: ExpectedParse;
  readonly scaled: ReadonlyArray<readonly [factor: number, expected: string]>;
}

export const INGREDIENT_LINES: readonly IngredientLineCase[] = [
  // American cookbook style
  {
    line: '2 1/4 cups all-purpose flour',
    parse: [2.25, null, 'cup', 'all-purpose flour'],
    scaled: [
      [2, '4 1/2 cups all-purpose flour'],
      [0.5, '1 cup + 2 Tbsp all-purpose flour'],
      [1 / 3, '3/4 cup all-purpose flour'],
    ],
  },
  {
    line: '1 teaspoon baking soda',
    parse: [1, null, 'tsp', 'baking soda'],
    scaled: [
      [2, '2 teaspoons baking soda'],
      [0.5, '1/2 teaspoon baking soda'],
    ],
  },
  {
    line: '1 tsp. salt',
    parse: [1, null, 'tsp', 'salt'],
    scaled: [
      [2, '2 tsp. salt'],
      [0.5, '1/2 tsp. salt'],
    ],
  },
  {
    line: '1 cup (2 sticks) butter, softened',
    parse: [1, null, 'cup', 'butter, softened'],
    scaled: [
      [2, '2 cups (4 sticks) butter, softened'],
      [0.5, '1/2 cup (1 stick) butter, softened'],
      [1 / 3, '1/3 cup (2/3 stick) butter, softened'],
    ],
  },
  {
    line: '3/4 cup granulated sugar',
    parse: [0.75, null, 'cup', 'granulated sugar'],
    scaled: [
      [2, '1 1/2 cups granulated sugar'],
      [0.5, '6 Tbsp granulated sugar'],
      [1 / 3, '1/4 cup granulated sugar'],
    ],
  },
  {
    line: '3/4 cup packed brown sugar',
    parse: [0.75, null, 'cup', 'packed brown sugar'],
    scaled: [
      [2, '1 1/2 cups packed brown sugar'],
      [0.5, '6 Tbsp packed brown sugar'],
    ],
  },
  {
    line: '1 teaspoon vanilla extract',
    parse: [1, null, 'tsp', 'vanilla extract'],
    scaled: [
      [2, '2 teaspoons vanilla extract'],
      [0.5, '1/2 teaspoon vanilla extract'],
    ],
  },
  {
    line: '2 large eggs',
    parse: [2, null, null, 'large eggs'],
    scaled: [
      [2, '4 large eggs'],
      [0.5, '1 large egg'],
      [1.5, '3 large eggs'],
    ],
  },
  {
    line: '1 cup chopped nuts',
    parse: [1, null, 'cup', 'chopped nuts'],
    scaled: [
      [2, '2 cups chopped nuts'],
      [0.5, '1/2 cup chopped nuts'],
    ],
  },
  {
    line: '1 (.25 ounce) package active dry yeast',
    parse: [1, null, 'package', '(.25 ounce) active dry yeast'],
    scaled: [
      [2, '2 (.25 ounce) packages active dry yeast'],
      [0.5, '1/4 oz (1/2 of a .25 ounce package) active dry yeast'],
    ],
  },
  {
    line: '3 tablespoons white sugar',
    parse: [3, null, 'Tbsp', 'white sugar'],
    scaled: [
      [2, '6 tablespoons white sugar'],
      [0.5, '1 1/2 tablespoons white sugar'],
      [1 / 3, '1 tablespoon white sugar'],
    ],
  },
  {
    line: '3 1/2 cups bread flour',
    parse: [3.5, null, 'cup', 'bread flour'],
    scaled: [
      [2, '7 cups bread flour'],
      [0.5, '1 3/4 cups bread flour'],
      [1 / 3, '1 cup + 2 Tbsp bread flour'],
    ],
  },
  {
    line: '1/4 cup vegetable oil',
    parse: [0.25, null, 'cup', 'vegetable oil'],
    scaled: [
      [2, '1/2 cup vegetable oil'],
      [0.5, '2 Tbsp vegetable oil'],
      [1 / 3, '4 tsp vegetable oil'],
    ],
  },
  {
    line: '1 1/2 teaspoons kosher salt',
    parse: [1.5, null, 'tsp', 'kosher salt'],
    scaled: [
      [2, '1 tablespoon kosher salt'],
      [0.5, '3/4 teaspoon kosher salt'],
    ],
  },
  {
    line: '2 Tbsp. unsalted butter, melted',
    parse: [2, null, 'Tbsp', 'unsalted butter, melted'],
    scaled: [
      [2, '1/4 cup unsalted butter, melted'],
      [0.5, '1 Tbsp. unsalted butter, melted'],
      [1 / 3, '2 tsp. unsalted butter, melted'],
    ],
  },
  {
    line: '4 oz cream cheese, at room temperature',
    parse: [4, null, 'oz', 'cream cheese, at room temperature'],
    scaled: [
      [2, '8 oz cream cheese, at room temperature'],
      [0.5, '2 oz cream cheese, at room temperature'],
      [1 / 3, '1 1/3 oz cream cheese, at room temperature'],
    ],
  },
  {
    line: '8 ounces semisweet chocolate, chopped',
    parse: [8, null, 'oz', 'semisweet chocolate, chopped'],
    scaled: [
      [2, '1 pound semisweet chocolate, chopped'],
      [0.5, '4 ounces semisweet chocolate, chopped'],
    ],
  },
  {
    line: '1 lb. carrots, grated',
    parse: [1, null, 'lb', 'carrots, grated'],
    scaled: [
      [2, '2 lb. carrots, grated'],
      [0.5, '8 oz. carrots, grated'],
      [1 / 3, '5 1/3 oz. carrots, grated'],
    ],
  },
  {
    line: '2 lbs apples, peeled and sliced',
    parse: [2, null, 'lb', 'apples, peeled and sliced'],
    scaled: [
      [2, '4 lbs apples, peeled and sliced'],
      [0.5, '1 lb apples, peeled and sliced'],
      [1 / 3, '10 2/3 oz apples, peeled and sliced'],
    ],
  },
  {
    line: '1 pound powdered sugar',
    parse: [1, null, 'lb', 'powdered sugar'],
    scaled: [
      [2, '2 pounds powdered sugar'],
      [0.5, '8 ounces powdered sugar'],
    ],
  },
  {
    line: '1 cup buttermilk',
    parse: [1, null, 'cup', 'buttermilk'],
    scaled: [
      [2, '2 cups buttermilk'],
      [0.5, '1/2 cup buttermilk'],
    ],
  },
  {
    line: '1/2 cup sour cream',
    parse: [0.5, null, 'cup', 'sour cream'],
    scaled: [
      [2, '1 cup sour cream'],
      [0.5, '1/4 cup sour cream'],
      [1 / 3, '2 Tbsp + 2 tsp sour cream'],
    ],
  },
  {
    line: '1 1/3 cups milk',
    parse: [4 / 3, null, 'cup', 'milk'],
    scaled: [
      [2, '2 2/3 cups milk'],
      [0.5, '2/3 cup milk'],
      [1 / 3, '7 Tbsp milk'],
    ],
  },
  {
    line: '2/3 cup heavy cream',
    parse: [2 / 3, null, 'cup', 'heavy cream'],
    scaled: [
      [2, '1 1/3 cups heavy cream'],
      [0.5, '1/3 cup heavy cream'],
      [1 / 3, '3 1/2 Tbsp heavy cream'],
    ],
  },
  {
    line: '1/4 cup maple syrup',
    parse: [0.25, null, 'cup', 'maple syrup'],
    scaled: [
      [2, '1/2 cup maple syrup'],
      [0.5, '2 Tbsp maple syrup'],
      [1 / 3, '4 tsp maple syrup'],
    ],
  },
  {
    line: '1 tablespoon cornstarch',
    parse: [1, null, 'Tbsp', 'cornstarch'],
    scaled: [
      [2, '2 tablespoons cornstarch'],
      [0.5, '1 1/2 teaspoons cornstarch'],
      [1 / 3, '1 teaspoon cornstarch'],
    ],
  },
  {
    line: '1/8 teaspoon ground cloves',
    parse: [0.125, null, 'tsp', 'ground cloves'],
    scaled: [
      [2, '1/4 teaspoon ground cloves'],
      [0.5, 'a pinch of ground cloves'],
      [1 / 3, 'a pinch of ground cloves'],
    ],
  },
  {
    line: '1 cup brown sugar, packed',
    parse: [1, null, 'cup', 'brown sugar, packed'],
    scaled: [
      [2, '2 cups brown sugar, packed'],
      [0.5, '1/2 cup brown sugar, packed'],
    ],
  },
  {
    line: '1 cup rolled oats',
    parse: [1, null, 'cup', 'rolled oats'],
    scaled: [
      [2, '2 cups rolled oats'],
      [0.5, '1/2 cup rolled oats'],
    ],
  },
  {
    line: '2 cups sugar, divided',
    parse: [2, null, 'cup', 'sugar, divided'],
    scaled: [
      [2, '4 cups sugar, divided'],
      [0.5, '1 cup sugar, divided'],
    ],
  },
  {
    line: '1/2 cup milk, plus more as needed',
    parse: [0.5, null, 'cup', 'milk, plus more as needed'],
    scaled: [
      [2, '1 cup milk, plus more as needed'],
      [0.5, '1/4 cup milk, plus more as needed'],
    ],
  },
  {
    line: '2 1/2 cups sifted cake flour',
    parse: [2.5, null, 'cup', 'sifted cake flour'],
    scaled: [
      [2, '5 cups sifted cake flour'],
      [0.5, '1 1/4 cups sifted cake flour'],
    ],
  },
  {
    line: '1 1/2 teaspoons double-acting baking powder',
    parse: [1.5, null, 'tsp', 'double-acting baking powder'],
    scaled: [
      [2, '1 tablespoon double-acting baking powder'],
      [0.5, '3/4 teaspoon double-acting baking powder'],
    ],
  },
  {
    line: '1/2 cup shortening',
    parse: [0.5, null, 'cup', 'shortening'],
    scaled: [
      [2, '1 cup shortening'],
      [0.5, '1/4 cup shortening'],
      [1 / 4, '2 Tbsp shortening'],
    ],
  },
  {
    line: '1 1/4 cups sugar',
    parse: [1.25, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 1/2 cups sugar'],
      [0.5, '1/2 cup + 2 Tbsp sugar'],
    ],
  },
  {
    line: '3/4 c. butter',
    parse: [0.75, null, 'cup', 'butter'],
    scaled: [
      [2, '1 1/2 c. butter'],
      [0.5, '6 Tbsp. butter'],
    ],
  },
  {
    line: '1 1/2 c. sugar',
    parse: [1.5, null, 'cup', 'sugar'],
    scaled: [
      [2, '3 c. sugar'],
      [0.5, '3/4 c. sugar'],
    ],
  },
  {
    line: '1/4 lb. butter',
    parse: [0.25, null, 'lb', 'butter'],
    scaled: [
      [2, '8 oz. butter'],
      [0.5, '2 oz. butter'],
      [4, '1 lb. butter'],
    ],
  },
  {
    line: '1 pkg. dry yeast',
    parse: [1, null, 'package', 'dry yeast'],
    scaled: [
      [2, '2 pkgs. dry yeast'],
      [0.5, '1/2 pkg. dry yeast'],
    ],
  },
  {
    line: '1/2 pt. whipping cream',
    parse: [0.5, null, 'pint', 'whipping cream'],
    scaled: [
      [2, '1 pt. whipping cream'],
      [0.5, '1/4 pt. whipping cream'],
    ],
  },
  {
    line: '1 qt. milk',
    parse: [1, null, 'quart', 'milk'],
    scaled: [
      [2, '2 qts. milk'],
      [0.5, '1/2 qt. milk'],
    ],
  },
  {
    line: '3 T. flour',
    parse: [3, null, 'Tbsp', 'flour'],
    scaled: [
      [2, '6 T. flour'],
      [0.5, '1 1/2 T. flour'],
      [1 / 3, '1 T. flour'],
    ],
  },
  {
    line: '1/2 t. salt',
    parse: [0.5, null, 'tsp', 'salt'],
    scaled: [
      [2, '1 t. salt'],
      [0.5, '1/4 t. salt'],
    ],
  },
  {
    line: '1 C. sugar',
    parse: [1, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 C. sugar'],
      [0.5, '1/2 C. sugar'],
    ],
  },
  {
    line: '2 c flour',
    parse: [2, null, 'cup', 'flour'],
    scaled: [
      [2, '4 c flour'],
      [0.5, '1 c flour'],
    ],
  },
  {
    line: '1 T vanilla',
    parse: [1, null, 'Tbsp', 'vanilla'],
    scaled: [
      [2, '2 T vanilla'],
      [0.5, '1 1/2 tsp vanilla'],
      [1 / 3, '1 tsp vanilla'],
    ],
  },
  {
    line: '1 t cinnamon',
    parse: [1, null, 'tsp', 'cinnamon'],
    scaled: [
      [2, '2 t cinnamon'],
      [0.5, '1/2 t cinnamon'],
    ],
  },
  {
    line: '6 Tbsp. cocoa',
    parse: [6, null, 'Tbsp', 'cocoa'],
    scaled: [
      [2, '3/4 cup cocoa'],
      [0.5, '3 Tbsp. cocoa'],
    ],
  },
  {
    line: '1 cup chopped dates',
    parse: [1, null, 'cup', 'chopped dates'],
    scaled: [
      [2, '2 cups chopped dates'],
      [0.5, '1/2 cup chopped dates'],
    ],
  },
  {
    line: '1/2 cup raisins',
    parse: [0.5, null, 'cup', 'raisins'],
    scaled: [
      [2, '1 cup raisins'],
      [0.5, '1/4 cup raisins'],
      [1 / 3, '2 Tbsp + 2 tsp raisins'],
    ],
  },
  {
    line: '9 tablespoons butter',
    parse: [9, null, 'Tbsp', 'butter'],
    scaled: [
      [2, '1 cup + 2 tablespoons butter'],
      [0.5, '4 1/2 tablespoons butter'],
      [1 / 3, '3 tablespoons butter'],
    ],
  },
  {
    line: '4 teaspoons baking powder',
    parse: [4, null, 'tsp', 'baking powder'],
    scaled: [
      [2, '2 tablespoons + 2 teaspoons baking powder'],
      [0.5, '2 teaspoons baking powder'],
      [1 / 3, '1 1/4 teaspoons + 1/8 teaspoon baking powder'],
    ],
  },
  {
    line: '6 tbsp cold butter',
    parse: [6, null, 'Tbsp', 'cold butter'],
    scaled: [
      [2, '3/4 cup cold butter'],
      [0.5, '3 tbsp cold butter'],
      [1 / 3, '2 tbsp cold butter'],
    ],
  },
  {
    line: '16 tbsp butter',
    parse: [16, null, 'Tbsp', 'butter'],
    scaled: [
      [2, '2 cups butter'],
      [0.5, '1/2 cup butter'],
    ],
  },
  {
    line: '1 pint heavy whipping cream',
    parse: [1, null, 'pint', 'heavy whipping cream'],
    scaled: [
      [2, '2 pints heavy whipping cream'],
      [0.5, '1/2 pint heavy whipping cream'],
    ],
  },
  {
    line: '1 quart strawberries, hulled',
    parse: [1, null, 'quart', 'strawberries, hulled'],
    scaled: [
      [2, '2 quarts strawberries, hulled'],
      [0.5, '1/2 quart strawberries, hulled'],
    ],
  },
  {
    line: '8 fl oz milk',
    parse: [8, null, 'fl oz', 'milk'],
    scaled: [
      [2, '16 fl oz milk'],
      [0.5, '4 fl oz milk'],
    ],
  },
  {
    line: '2 fl. oz. bourbon',
    parse: [2, null, 'fl oz', 'bourbon'],
    scaled: [
      [2, '4 fl. oz. bourbon'],
      [0.5, '1 fl. oz. bourbon'],
    ],
  },
  {
    line: '1 gallon water',
    parse: [1, null, 'gallon', 'water'],
    scaled: [
      [2, '2 gallons water'],
      [0.5, '1/2 gallon water'],
    ],
  },
  {
    line: '5 oz. spinach',
    parse: [5, null, 'oz', 'spinach'],
    scaled: [
      [2, '10 oz. spinach'],
      [0.5, '2 1/2 oz. spinach'],
      [1 / 3, '1 2/3 oz. spinach'],
    ],
  },
  {
    line: '2 1/2 lbs potatoes',
    parse: [2.5, null, 'lb', 'potatoes'],
    scaled: [
      [2, '5 lbs potatoes'],
      [0.5, '1 1/4 lbs potatoes'],
      [1 / 3, '13 1/3 oz potatoes'],
    ],
  },
  {
    line: '1 ounce unsweetened chocolate',
    parse: [1, null, 'oz', 'unsweetened chocolate'],
    scaled: [
      [2, '2 ounces unsweetened chocolate'],
      [0.5, '1/2 ounce unsweetened chocolate'],
    ],
  },
  {
    line: '1/4 oz gelatin',
    parse: [0.25, null, 'oz', 'gelatin'],
    scaled: [
      [2, '1/2 oz gelatin'],
      [0.5, '1/8 oz gelatin'],
    ],
  },
  {
    line: '4 squares (4 oz) unsweetened chocolate, melted',
    parse: [4, null, 'square', 'unsweetened chocolate, melted'],
    scaled: [
      [2, '8 squares (8 oz) unsweetened chocolate, melted'],
      [0.5, '2 squares (2 oz) unsweetened chocolate, melted'],
    ],
  },
  {
    line: '2 teaspoons pure vanilla extract',
    parse: [2, null, 'tsp', 'pure vanilla extract'],
    scaled: [
      [2, '4 teaspoons pure vanilla extract'],
      [0.5, '1 teaspoon pure vanilla extract'],
      [1 / 3, '1/2 teaspoon + 1/8 teaspoon pure vanilla extract'],
    ],
  },
  {
    line: '1/4 teaspoon ground nutmeg',
    parse: [0.25, null, 'tsp', 'ground nutmeg'],
    scaled: [
      [2, '1/2 teaspoon ground nutmeg'],
      [0.5, '1/8 teaspoon ground nutmeg'],
      [1 / 3, 'a pinch of ground nutmeg'],
    ],
  },
  {
    line: '1/2 teaspoon fine sea salt',
    parse: [0.5, null, 'tsp', 'fine sea salt'],
    scaled: [
      [2, '1 teaspoon fine sea salt'],
      [0.5, '1/4 teaspoon fine sea salt'],
      [1 / 3, '1/8 teaspoon + a pinch fine sea salt'],
    ],
  },
  {
    line: '1 tablespoon plus 1 teaspoon sugar',
    parse: [4 / 3, null, 'Tbsp', 'sugar'],
    scaled: [
      [2, '2 tablespoons + 2 teaspoons sugar'],
      [0.5, '2 teaspoons sugar'],
    ],
  },
  {
    line: '1 cup + 2 tablespoons all-purpose flour',
    parse: [1.125, null, 'cup', 'all-purpose flour'],
    scaled: [
      [2, '2 1/4 cups all-purpose flour'],
      [0.5, '1/2 cup + 1 Tbsp all-purpose flour'],
      [1 / 3, '6 Tbsp all-purpose flour'],
    ],
  },
  {
    line: '1 cup plus 1 tablespoon sugar',
    parse: [1.0625, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 cups + 2 Tbsp sugar'],
      [0.5, '1/2 cup + 1 1/2 tsp sugar'],
    ],
  },
  {
    line: '½ cup + 2 tbsp sugar',
    parse: [0.625, null, 'cup', 'sugar'],
    scaled: [
      [2, '1 1/4 cups sugar'],
      [0.5, '5 Tbsp sugar'],
    ],
  },
  {
    line: '1 lb 4 oz potatoes',
    parse: [1.25, null, 'lb', 'potatoes'],
    scaled: [
      [2, '2 1/2 lb potatoes'],
      [0.5, '10 oz potatoes'],
    ],
  },
  {
    line: '1-1/4 cups sugar',
    parse: [1.25, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 1/2 cups sugar'],
      [0.5, '1/2 cup + 2 Tbsp sugar'],
      [1 / 3, '6 Tbsp + 2 tsp sugar'],
    ],
  },
  {
    line: '2-1/2 cups flour',
    parse: [2.5, null, 'cup', 'flour'],
    scaled: [
      [2, '5 cups flour'],
      [0.5, '1 1/4 cups flour'],
    ],
  },
  {
    line: '1-1/2 cups milk',
    parse: [1.5, null, 'cup', 'milk'],
    scaled: [
      [2, '3 cups milk'],
      [0.5, '3/4 cup milk'],
    ],
  },
  {
    line: '1 1/2 tsp vanilla',
    parse: [1.5, null, 'tsp', 'vanilla'],
    scaled: [
      [2, '1 Tbsp vanilla'],
      [0.5, '3/4 tsp vanilla'],
    ],
  },
  {
    line: '3 tsp baking powder',
    parse: [3, null, 'tsp', 'baking powder'],
    scaled: [
      [2, '2 Tbsp baking powder'],
      [0.5, '1 1/2 tsp baking powder'],
      [1 / 3, '1 tsp baking powder'],
    ],
  },
  {
    line: '6 tsp sugar',
    parse: [6, null, 'tsp', 'sugar'],
    scaled: [
      [2, '1/4 cup sugar'],
      [0.5, '1 Tbsp sugar'],
      [1 / 3, '2 tsp sugar'],
    ],
  },
  {
    line: '1/3 cup cocoa powder',
    parse: [1 / 3, null, 'cup', 'cocoa powder'],
    scaled: [
      [2, '2/3 cup cocoa powder'],
      [0.5, '2 Tbsp + 2 tsp cocoa powder'],
      [1 / 3, '1 Tbsp + 2 1/4 tsp cocoa powder'],
    ],
  },
  {
    line: '3 tbsp water',
    parse: [3, null, 'Tbsp', 'water'],
    scaled: [
      [2, '6 tbsp water'],
      [0.5, '1 1/2 tbsp water'],
      [1 / 3, '1 tbsp water'],
    ],
  },
  {
    line: '1 cup warm milk',
    parse: [1, null, 'cup', 'warm milk'],
    scaled: [
      [2, '2 cups warm milk'],
      [0.5, '1/2 cup warm milk'],
    ],
  },
  {
    line: '6 cups sliced apples',
    parse: [6, null, 'cup', 'sliced apples'],
    scaled: [
      [2, '12 cups sliced apples'],
      [0.5, '3 cups sliced apples'],
      [1 / 3, '2 cups sliced apples'],
    ],
  },
  {
    line: '1 heaping teaspoon instant coffee',
    parse: [1, null, 'tsp', 'instant coffee'],
    scaled: [
      [2, '2 heaping teaspoons instant coffee'],
      [0.5, '1/2 heaping teaspoon instant coffee'],
    ],
  },
  {
    line: '1 scant cup sugar',
    parse: [1, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 scant cups sugar'],
      [0.5, '1/2 scant cup sugar'],
    ],
  },
  {
    line: '1 packed cup brown sugar',
    parse: [1, null, 'cup', 'brown sugar'],
    scaled: [
      [2, '2 packed cups brown sugar'],
      [0.5, '1/2 packed cup brown sugar'],
    ],
  },
  {
    line: '1.5 cups milk',
    parse: [1.5, null, 'cup', 'milk'],
    scaled: [
      [2, '3 cups milk'],
      [0.5, '3/4 cup milk'],
    ],
  },
  {
    line: '0.5 cup water',
    parse: [0.5, null, 'cup', 'water'],
    scaled: [
      [2, '1 cup water'],
      [0.5, '1/4 cup water'],
    ],
  },
  {
    line: '.5 tsp salt',
    parse: [0.5, null, 'tsp', 'salt'],
    scaled: [
      [2, '1 tsp salt'],
      [0.5, '1/4 tsp salt'],
    ],
  },
  {
    line: '1 tsp salt, or to taste',
    parse: [1, null, 'tsp', 'salt, or to taste'],
    scaled: [
      [2, '2 tsp salt, or to taste'],
      [0.5, '1/2 tsp salt, or to taste'],
    ],
  },
  {
    line: '- 2 cups flour',
    parse: [2, null, 'cup', 'flour'],
    scaled: [
      [2, '- 4 cups flour'],
      [0.5, '- 1 cup flour'],
    ],
  },
  {
    line: '• 1 tsp salt',
    parse: [1, null, 'tsp', 'salt'],
    scaled: [
      [2, '• 2 tsp salt'],
      [0.5, '• 1/2 tsp salt'],
    ],
  },
  {
    line: 'About 1 cup milk',
    parse: [1, null, 'cup', 'milk'],
    scaled: [
      [2, 'About 2 cups milk'],
      [0.5, 'About 1/2 cup milk'],
    ],
  },
  // Blog style with a second measure
  {
    line: '1 cup (120 g) flour',
    parse: [1, null, 'cup', 'flour'],
    scaled: [
      [2, '2 cups (240 g) flour'],
      [0.5, '1/2 cup (60 g) flour'],
      [1 / 3, '1/3 cup (40 g) flour'],
    ],
  },
  {
    line: '2 cups (250g) all-purpose flour',
    parse: [2, null, 'cup', 'all-purpose flour'],
    scaled: [
      [2, '4 cups (500g) all-purpose flour'],
      [0.5, '1 cup (125g) all-purpose flour'],
      [1 / 3, '2/3 cup (83g) all-purpose flour'],
    ],
  },
  {
    line: '1 cup (240ml) milk',
    parse: [1, null, 'cup', 'milk'],
    scaled: [
      [2, '2 cups (480ml) milk'],
      [0.5, '1/2 cup (120ml) milk'],
      [1 / 3, '1/3 cup (80ml) milk'],
    ],
  },
  {
    line: '1/2 cup (113g) unsalted butter',
    parse: [0.5, null, 'cup', 'unsalted butter'],
    scaled: [
      [2, '1 cup (226g) unsalted butter'],
      [0.5, '1/4 cup (57g) unsalted butter'],
      [1 / 3, '2 Tbsp + 2 tsp (38g) unsalted butter'],
    ],
  },
  {
    line: '1/4 cup (50g) sugar',
    parse: [0.25, null, 'cup', 'sugar'],
    scaled: [
      [2, '1/2 cup (100g) sugar'],
      [0.5, '2 Tbsp (25g) sugar'],
    ],
  },
  {
    line: '3/4 cup (170 g) butter, melted',
    parse: [0.75, null, 'cup', 'butter, melted'],
    scaled: [
      [2, '1 1/2 cups (340 g) butter, melted'],
      [0.5, '6 Tbsp (85 g) butter, melted'],
      [1 / 3, '1/4 cup (57 g) butter, melted'],
    ],
  },
  {
    line: '1 cup / 120 g flour',
    parse: [1, null, 'cup', 'flour'],
    scaled: [
      [2, '2 cups / 240 g flour'],
      [0.5, '1/2 cup / 60 g flour'],
    ],
  },
  {
    line: '2 cups / 480 ml milk',
    parse: [2, null, 'cup', 'milk'],
    scaled: [
      [2, '4 cups / 960 ml milk'],
      [0.5, '1 cup / 240 ml milk'],
    ],
  },
  {
    line: '1 cup all-purpose flour (125g)',
    parse: [1, null, 'cup', 'all-purpose flour (125g)'],
    scaled: [
      [2, '2 cups all-purpose flour (250g)'],
      [0.5, '1/2 cup all-purpose flour (63g)'],
    ],
  },
  {
    line: '1 cup sugar (200g)',
    parse: [1, null, 'cup', 'sugar (200g)'],
    scaled: [
      [2, '2 cups sugar (400g)'],
      [0.5, '1/2 cup sugar (100g)'],
      [1 / 3, '1/3 cup sugar (67g)'],
    ],
  },
  {
    line: '2 cups chocolate chips (12 oz)',
    parse: [2, null, 'cup', 'chocolate chips (12 oz)'],
    scaled: [
      [2, '4 cups chocolate chips (1 1/2 lb)'],
      [0.5, '1 cup chocolate chips (6 oz)'],
      [1 / 3, '2/3 cup chocolate chips (4 oz)'],
    ],
  },
  {
    line: '1 cup walnuts, chopped (about 4 oz)',
    parse: [1, null, 'cup', 'walnuts, chopped (about 4 oz)'],
    scaled: [
      [2, '2 cups walnuts, chopped (about 8 oz)'],
      [0.5, '1/2 cup walnuts, chopped (about 2 oz)'],
    ],
  },
  {
    line: '3 cups (375 g) flour, plus more for dusting',
    parse: [3, null, 'cup', 'flour, plus more for dusting'],
    scaled: [
      [2, '6 cups (750 g) flour, plus more for dusting'],
      [0.5, '1 1/2 cups (188 g) flour, plus more for dusting'],
      [1 / 3, '1 cup (125 g) flour, plus more for dusting'],
    ],
  },
  {
    line: '4 cups (1 quart) milk',
    parse: [4, null, 'cup', 'milk'],
    scaled: [
      [2, '8 cups (2 quarts) milk'],
      [0.5, '2 cups (1/2 quart) milk'],
    ],
  },
  {
    line: '1 cup (8 fl oz) water',
    parse: [1, null, 'cup', 'water'],
    scaled: [
      [2, '2 cups (16 fl oz) water'],
      [0.5, '1/2 cup (4 fl oz) water'],
    ],
  },
  {
    line: '8 tablespoons (1 stick) butter',
    parse: [8, null, 'Tbsp', 'butter'],
    scaled: [
      [2, '1 cup (2 sticks) butter'],
      [0.5, '1/4 cup (1/2 stick) butter'],
    ],
  },
  {
    line: '1/2 cup (1 stick) butter',
    parse: [0.5, null, 'cup', 'butter'],
    scaled: [
      [2, '1 cup (2 sticks) butter'],
      [0.5, '1/4 cup (1/2 stick) butter'],
    ],
  },
  {
    line: '½ cup (1 stick/113g) butter',
    parse: [0.5, null, 'cup', 'butter'],
    scaled: [
      [2, '1 cup (2 sticks/226g) butter'],
      [0.5, '1/4 cup (1/2 stick/57g) butter'],
    ],
  },
  {
    line: '1 1/2 cups (3 sticks) butter',
    parse: [1.5, null, 'cup', 'butter'],
    scaled: [
      [2, '3 cups (6 sticks) butter'],
      [0.5, '3/4 cup (1 1/2 sticks) butter'],
      [1 / 3, '1/2 cup (1 stick) butter'],
    ],
  },
  {
    line: '3/4 cup butter (1 1/2 sticks), softened',
    parse: [0.75, null, 'cup', 'butter (1 1/2 sticks), softened'],
    scaled: [
      [2, '1 1/2 cups butter (3 sticks), softened'],
      [0.5, '6 Tbsp butter (3/4 stick), softened'],
    ],
  },
  {
    line: '1 stick (113 g) butter',
    parse: [1, null, 'stick', 'butter'],
    scaled: [
      [2, '2 sticks (226 g) butter'],
      [0.5, '1/2 stick (57 g) butter'],
    ],
  },
  {
    line: '1 stick (1/2 cup) butter, softened',
    parse: [1, null, 'stick', 'butter, softened'],
    scaled: [
      [2, '2 sticks (1 cup) butter, softened'],
      [0.5, '1/2 stick (1/4 cup) butter, softened'],
    ],
  },
  {
    line: '3 tbsp (45ml) olive oil',
    parse: [3, null, 'Tbsp', 'olive oil'],
    scaled: [
      [2, '6 tbsp (90ml) olive oil'],
      [0.5, '1 1/2 tbsp (25ml) olive oil'],
      [1 / 3, '1 tbsp (15ml) olive oil'],
    ],
  },
  {
    line: '2 Tbsp (30 ml) milk',
    parse: [2, null, 'Tbsp', 'milk'],
    scaled: [
      [2, '1/4 cup (60 ml) milk'],
      [0.5, '1 Tbsp (15 ml) milk'],
      [1 / 3, '2 tsp (10 ml) milk'],
    ],
  },
  {
    line: '1 cup (225g) caster sugar',
    parse: [1, null, 'cup', 'caster sugar'],
    scaled: [
      [2, '2 cups (450g) caster sugar'],
      [0.5, '1/2 cup (113g) caster sugar'],
    ],
  },
  {
    line: '½ cup (120ml) buttermilk, room temperature',
    parse: [0.5, null, 'cup', 'buttermilk, room temperature'],
    scaled: [
      [2, '1 cup (240ml) buttermilk, room temperature'],
      [0.5, '1/4 cup (60ml) buttermilk, room temperature'],
    ],
  },
  {
    line: '1 cup (2 sticks/226g) unsalted butter, softened',
    parse: [1, null, 'cup', 'unsalted butter, softened'],
    scaled: [
      [2, '2 cups (4 sticks/452g) unsalted butter, softened'],
      [0.5, '1/2 cup (1 stick/113g) unsalted butter, softened'],
    ],
  },
  {
    line: '2 1/2 cups (313 grams) all-purpose flour',
    parse: [2.5, null, 'cup', 'all-purpose flour'],
    scaled: [
      [2, '5 cups (626 grams) all-purpose flour'],
      [0.5, '1 1/4 cups (157 grams) all-purpose flour'],
    ],
  },
  {
    line: '3/4 cup (150 grams) granulated sugar',
    parse: [0.75, null, 'cup', 'granulated sugar'],
    scaled: [
      [2, '1 1/2 cups (300 grams) granulated sugar'],
      [0.5, '6 Tbsp (75 grams) granulated sugar'],
      [1 / 3, '1/4 cup (50 grams) granulated sugar'],
    ],
  },
  {
    line: '4 ounces (113 grams) bittersweet chocolate, finely chopped',
    parse: [4, null, 'oz', 'bittersweet chocolate, finely chopped'],
    scaled: [
      [2, '8 ounces (226 grams) bittersweet chocolate, finely chopped'],
      [0.5, '2 ounces (57 grams) bittersweet chocolate, finely chopped'],
    ],
  },
  {
    line: '1/3 cup (80 ml) whole milk',
    parse: [1 / 3, null, 'cup', 'whole milk'],
    scaled: [
      [2, '2/3 cup (160 ml) whole milk'],
      [0.5, '2 Tbsp + 2 tsp (40 ml) whole milk'],
    ],
  },
  {
    line: '1 tablespoon (15 ml) fresh lemon juice',
    parse: [1, null, 'Tbsp', 'fresh lemon juice'],
    scaled: [
      [2, '2 tablespoons (30 ml) fresh lemon juice'],
      [0.5, '1 1/2 teaspoons (7.5 ml) fresh lemon juice'],
      [1 / 3, '1 teaspoon (5 ml) fresh lemon juice'],
    ],
  },
  {
    line: '6 cups (about 2 pounds) peeled and sliced apples',
    parse: [6, null, 'cup', 'peeled and sliced apples'],
    scaled: [
      [2, '12 cups (about 4 pounds) peeled and sliced apples'],
      [0.5, '3 cups (about 1 pound) peeled and sliced apples'],
    ],
  },
  {
    line: '2 and 1/4 cups (281g) all-purpose flour (spooned & leveled)',
    parse: [2.25, null, 'cup', 'all-purpose flour (spooned & leveled)'],
    scaled: [
      [2, '4 1/2 cups (562g) all-purpose flour (spooned & leveled)'],
      [0.5, '1 cup + 2 Tbsp (141g) all-purpose flour (spooned & leveled)'],
    ],
  },
  {
    line: '1 and ½ teaspoons ground cinnamon',
    parse: [1.5, null, 'tsp', 'ground cinnamon'],
    scaled: [
      [2, '1 tablespoon ground cinnamon'],
      [0.5, '3/4 teaspoon ground cinnamon'],
    ],
  },
  {
    line: '1 cup (227g) unsalted butter, softened to room temperature',
    parse: [1, null, 'cup', 'unsalted butter, softened to room temperature'],
    scaled: [
      [2, '2 cups (454g) unsalted butter, softened to room temperature'],
      [0.5, '1/2 cup (114g) unsalted butter, softened to room temperature'],
    ],
  },
  {
    line: '3/4 cup (150g) packed light or dark brown sugar',
    parse: [0.75, null, 'cup', 'packed light or dark brown sugar'],
    scaled: [
      [2, '1 1/2 cups (300g) packed light or dark brown sugar'],
      [0.5, '6 Tbsp (75g) packed light or dark brown sugar'],
    ],
  },
  {
    line: '1 and 1/4 cups (250g) chocolate chips',
    parse: [1.25, null, 'cup', 'chocolate chips'],
    scaled: [
      [2, '2 1/2 cups (500g) chocolate chips'],
      [0.5, '1/2 cup + 2 Tbsp (125g) chocolate chips'],
    ],
  },
  {
    line: '2 Tablespoons (30ml) whole milk',
    parse: [2, null, 'Tbsp', 'whole milk'],
    scaled: [
      [2, '1/4 Cup (60ml) whole milk'],
      [0.5, '1 Tablespoon (15ml) whole milk'],
    ],
  },
  {
    line: '2 teaspoons (10ml) pure vanilla extract',
    parse: [2, null, 'tsp', 'pure vanilla extract'],
    scaled: [
      [2, '4 teaspoons (20ml) pure vanilla extract'],
      [0.5, '1 teaspoon (5ml) pure vanilla extract'],
    ],
  },
  {
    line: '4 ounces (113g) full-fat brick cream cheese, softened',
    parse: [4, null, 'oz', 'full-fat brick cream cheese, softened'],
    scaled: [
      [2, '8 ounces (226g) full-fat brick cream cheese, softened'],
      [0.5, '2 ounces (57g) full-fat brick cream cheese, softened'],
    ],
  },
  {
    line: "3 cups (360g) confectioners' sugar",
    parse: [3, null, 'cup', "confectioners' sugar"],
    scaled: [
      [2, "6 cups (720g) confectioners' sugar"],
      [0.5, "1 1/2 cups (180g) confectioners' sugar"],
      [1 / 3, "1 cup (120g) confectioners' sugar"],
    ],
  },
  {
    line: '1–2 Tablespoons (15-30ml) heavy cream',
    parse: [1, 2, 'Tbsp', 'heavy cream'],
    scaled: [
      [2, '2–4 Tablespoons (30-60ml) heavy cream'],
      [0.5, '1 1/2–3 Teaspoons (7.5-15ml) heavy cream'],
    ],
  },
  {
    line: '1 tsp salt (6 g)',
    parse: [1, null, 'tsp', 'salt (6 g)'],
    scaled: [
      [2, '2 tsp salt (12 g)'],
      [0.5, '1/2 tsp salt (3 g)'],
      [1 / 3, '1/4 tsp + 1/8 tsp salt (2 g)'],
    ],
  },
  {
    line: '2 tsp (6g) instant yeast',
    parse: [2, null, 'tsp', 'instant yeast'],
    scaled: [
      [2, '4 tsp (12g) instant yeast'],
      [0.5, '1 tsp (3g) instant yeast'],
    ],
  },
  // British and metric style
  {
    line: '250g plain flour',
    parse: [250, null, 'g', 'plain flour'],
    scaled: [
      [2, '500g plain flour'],
      [0.5, '125g plain flour'],
      [1 / 3, '83g plain flour'],
    ],
  },
  {
    line: '125g unsalted butter, softened',
    parse: [125, null, 'g', 'unsalted butter, softened'],
    scaled: [
      [2, '250g unsalted butter, softened'],
      [0.5, '63g unsalted butter, softened'],
    ],
  },
  {
    line: '100g caster sugar',
    parse: [100, null, 'g', 'caster sugar'],
    scaled: [
      [2, '200g caster sugar'],
      [0.5, '50g caster sugar'],
      [1 / 3, '33g caster sugar'],
    ],
  },
  {
    line: '2 tbsp milk',
    parse: [2, null, 'Tbsp', 'milk'],
    scaled: [
      [2, '1/4 cup milk'],
      [0.5, '1 tbsp milk'],
      [1 / 3, '2 tsp milk'],
    ],
  },
  {
    line: '1 tsp baking powder',
    parse: [1, null, 'tsp', 'baking powder'],
    scaled: [
      [2, '2 tsp baking powder'],
      [0.5, '1/2 tsp baking powder'],
    ],
  },
  {
    line: '300ml double cream',
    parse: [300, null, 'ml', 'double cream'],
    scaled: [
      [2, '600ml double cream'],
      [0.5, '150ml double cream'],
      [1 / 3, '100ml double cream'],
    ],
  },
  {
    line: '1 litre whole milk',
    parse: [1, null, 'l', 'whole milk'],
    scaled: [
      [2, '2 litres whole milk'],
      [0.5, '500 millilitres whole milk'],
    ],
  },
  {
    line: '1.5 kg strong white bread flour',
    parse: [1.5, null, 'kg', 'strong white bread flour'],
    scaled: [
      [2, '3 kg strong white bread flour'],
      [0.5, '750 g strong white bread flour'],
      [1 / 3, '500 g strong white bread flour'],
    ],
  },
  {
    line: '50 g cocoa powder',
    parse: [50, null, 'g', 'cocoa powder'],
    scaled: [
      [2, '100 g cocoa powder'],
      [0.5, '25 g cocoa powder'],
      [1 / 3, '17 g cocoa powder'],
    ],
  },
  {
    line: '225g butter, softened',
    parse: [225, null, 'g', 'butter, softened'],
    scaled: [
      [2, '450g butter, softened'],
      [0.5, '113g butter, softened'],
    ],
  },
  {
    line: '4 medium eggs, beaten',
    parse: [4, null, null, 'medium eggs, beaten'],
    scaled: [
      [2, '8 medium eggs, beaten'],
      [0.5, '2 medium eggs, beaten'],
    ],
  },
  {
    line: '225g self-raising flour',
    parse: [225, null, 'g', 'self-raising flour'],
    scaled: [
      [2, '450g self-raising flour'],
      [0.5, '113g self-raising flour'],
    ],
  },
  {
    line: '50g icing sugar, for dusting',
    parse: [50, null, 'g', 'icing sugar, for dusting'],
    scaled: [
      [2, '100g icing sugar, for dusting'],
      [0.5, '25g icing sugar, for dusting'],
    ],
  },
  {
    line: '140g light muscovado sugar',
    parse: [140, null, 'g', 'light muscovado sugar'],
    scaled: [
      [2, '280g light muscovado sugar'],
      [0.5, '70g light muscovado sugar'],
    ],
  },
  {
    line: '1 heaped tbsp cocoa powder',
    parse: [1, null, 'Tbsp', 'cocoa powder'],
    scaled: [
      [2, '2 heaped tbsp cocoa powder'],
      [0.5, '1 1/2 heaped tsp cocoa powder'],
    ],
  },
  {
    line: '500ml whole milk',
    parse: [500, null, 'ml', 'whole milk'],
    scaled: [
      [2, '1l whole milk'],
      [0.5, '250ml whole milk'],
    ],
  },
  {
    line: '25g fresh yeast',
    parse: [25, null, 'g', 'fresh yeast'],
    scaled: [
      [2, '50g fresh yeast'],
      [0.5, '13g fresh yeast'],
    ],
  },
  {
    line: '1kg strong white flour',
    parse: [1, null, 'kg', 'strong white flour'],
    scaled: [
      [2, '2kg strong white flour'],
      [0.5, '500g strong white flour'],
      [1 / 3, '333g strong white flour'],
    ],
  },
  {
    line: '2 tsp salt',
    parse: [2, null, 'tsp', 'salt'],
    scaled: [
      [2, '4 tsp salt'],
      [0.5, '1 tsp salt'],
    ],
  },
  {
    line: '600ml warm water',
    parse: [600, null, 'ml', 'warm water'],
    scaled: [
      [2, '1.2l warm water'],
      [0.5, '300ml warm water'],
    ],
  },
  {
    line: '1 level tsp bicarbonate of soda',
    parse: [1, null, 'tsp', 'bicarbonate of soda'],
    scaled: [
      [2, '2 level tsp bicarbonate of soda'],
      [0.5, '1/2 level tsp bicarbonate of soda'],
    ],
  },
  {
    line: '3 tbsp golden syrup',
    parse: [3, null, 'Tbsp', 'golden syrup'],
    scaled: [
      [2, '6 tbsp golden syrup'],
      [0.5, '1 1/2 tbsp golden syrup'],
    ],
  },
  {
    line: '1 tbsp golden syrup',
    parse: [1, null, 'Tbsp', 'golden syrup'],
    scaled: [
      [2, '2 tbsp golden syrup'],
      [0.5, '1 1/2 tsp golden syrup'],
    ],
  },
  {
    line: '1 large egg yolk',
    parse: [1, null, null, 'large egg yolk'],
    scaled: [
      [2, '2 large egg yolks'],
      [0.5, '1/2 large egg yolk (9 g beaten)'],
    ],
  },
  {
    line: '15g fresh yeast or 7g dried',
    parse: [15, null, 'g', 'fresh yeast or 7g dried'],
    scaled: [
      [2, '30g fresh yeast or 14g dried'],
      [0.5, '7.5g fresh yeast or 3.5g dried'],
    ],
  },
  // An alternative after 'or' is the same amount another way: it scales with the line.
  {
    line: '2 tsp pure vanilla extract (or 1 tsp vanilla bean paste)',
    parse: [2, null, 'tsp', 'pure vanilla extract (or 1 tsp vanilla bean paste)'],
    scaled: [
      [0.25, '1/2 tsp pure vanilla extract (or 1/4 tsp vanilla bean paste)'],
      [4, '2 Tbsp + 2 tsp pure vanilla extract (or 4 tsp vanilla bean paste)'],
    ],
  },
  {
    line: '1 vanilla bean, split and scraped, or 2 tsp vanilla bean paste',
    parse: [1, null, null, 'vanilla bean, split and scraped, or 2 tsp vanilla bean paste'],
    scaled: [
      [2, '2 vanilla beans, split and scraped, or 4 tsp vanilla bean paste'],
      [0.5, '1/2 vanilla bean, split and scraped, or 1 tsp vanilla bean paste'],
    ],
  },
  {
    line: '1 cup buttermilk (or 1 cup milk plus 1 Tbsp lemon juice)',
    parse: [1, null, 'cup', 'buttermilk (or 1 cup milk plus 1 Tbsp lemon juice)'],
    scaled: [
      [2, '2 cups buttermilk (or 2 cups milk plus 2 Tbsp lemon juice)'],
      [0.5, '1/2 cup buttermilk (or 1/2 cup milk plus 1 1/2 tsp lemon juice)'],
    ],
  },
  {
    line: '2 cups flour (about 250g), or 1 3/4 cups bread flour',
    parse: [2, null, 'cup', 'flour (about 250g), or 1 3/4 cups bread flour'],
    scaled: [
      [2, '4 cups flour (about 500g), or 3 1/2 cups bread flour'],
      [0.5, '1 cup flour (about 125g), or 3/4 cup + 2 Tbsp bread flour'],
    ],
  },
  {
    line: '1 cup warm water, or as needed',
    parse: [1, null, 'cup', 'warm water, or as needed'],
    scaled: [
      [2, '2 cups warm water, or as needed'],
      [0.5, '1/2 cup warm water, or as needed'],
    ],
  },
  {
    line: '2 Tbsp butter, or 10 minutes at 350°F if melted',
    parse: [2, null, 'Tbsp', 'butter, or 10 minutes at 350°F if melted'],
    scaled: [
      [2, '1/4 cup butter, or 10 minutes at 350°F if melted'],
      [0.5, '1 Tbsp butter, or 10 minutes at 350°F if melted'],
    ],
  },
  {
    line: '175g/6oz self-raising flour',
    parse: [175, null, 'g', 'self-raising flour'],
    scaled: [
      [2, '350g/12oz self-raising flour'],
      [0.5, '88g/3oz self-raising flour'],
      [1 / 3, '58g/2oz self-raising flour'],
    ],
  },
  {
    line: '225g/8oz self-raising flour',
    parse: [225, null, 'g', 'self-raising flour'],
    scaled: [
      [2, '450g/1lb self-raising flour'],
      [0.5, '113g/4oz self-raising flour'],
      [1 / 3, '75g/2 2/3oz self-raising flour'],
    ],
  },
  {
    line: '85g/3oz golden caster sugar',
    parse: [85, null, 'g', 'golden caster sugar'],
    scaled: [
      [2, '170g/6oz golden caster sugar'],
      [0.5, '43g/1 1/2oz golden caster sugar'],
    ],
  },
  {
    line: '200g/7oz plain flour, plus extra for dusting',
    parse: [200, null, 'g', 'plain flour, plus extra for dusting'],
    scaled: [
      [2, '400g/14oz plain flour, plus extra for dusting'],
      [0.5, '100g/3 1/2oz plain flour, plus extra for dusting'],
    ],
  },
  {
    line: '100g/3½oz dark chocolate',
    parse: [100, null, 'g', 'dark chocolate'],
    scaled: [
      [2, '200g/7oz dark chocolate'],
      [0.5, '50g/1 3/4oz dark chocolate'],
    ],
  },
  {
    line: '100ml/3½fl oz milk',
    parse: [100, null, 'ml', 'milk'],
    scaled: [
      [2, '200ml/7fl oz milk'],
      [0.5, '50ml/1 3/4fl oz milk'],
    ],
  },
  {
    line: '150ml/¼ pint double cream',
    parse: [150, null, 'ml', 'double cream'],
    scaled: [
      [2, '300ml/1/2 pint double cream'],
      [0.5, '75ml/1/8 pint double cream'],
    ],
  },
  {
    line: '180g (1 ½ cups) plain flour',
    parse: [180, null, 'g', 'plain flour'],
    scaled: [
      [2, '360g (3 cups) plain flour'],
      [0.5, '90g (3/4 cup) plain flour'],
    ],
  },
  {
    line: '1 ½ cups (180g) plain flour',
    parse: [1.5, null, 'cup', 'plain flour'],
    scaled: [
      [2, '3 cups (360g) plain flour'],
      [0.5, '3/4 cup (90g) plain flour'],
    ],
  },
  {
    line: '750 ml milk',
    parse: [750, null, 'ml', 'milk'],
    scaled: [
      [2, '1.5 l milk'],
      [0.5, '380 ml milk'],
      [1 / 3, '250 ml milk'],
    ],
  },
  {
    line: '1.25 l water',
    parse: [1.25, null, 'l', 'water'],
    scaled: [
      [2, '2.5 l water'],
      [0.5, '630 ml water'],
    ],
  },
  {
    line: '1 kg potatoes',
    parse: [1, null, 'kg', 'potatoes'],
    scaled: [
      [2, '2 kg potatoes'],
      [0.5, '500 g potatoes'],
      [1 / 3, '333 g potatoes'],
    ],
  },
  {
    line: '500g strong bread flour',
    parse: [500, null, 'g', 'strong bread flour'],
    scaled: [
      [2, '1000g strong bread flour'],
      [0.5, '250g strong bread flour'],
      [1 / 3, '167g strong bread flour'],
    ],
  },
  {
    line: '10 g salt',
    parse: [10, null, 'g', 'salt'],
    scaled: [
      [2, '20 g salt'],
      [0.5, '5 g salt'],
      [1 / 3, '3.5 g salt'],
    ],
  },
  {
    line: '7 g instant yeast',
    parse: [7, null, 'g', 'instant yeast'],
    scaled: [
      [2, '14 g instant yeast'],
      [0.5, '3.5 g instant yeast'],
      [1 / 3, '2.5 g instant yeast'],
    ],
  },
  {
    line: '350 g water',
    parse: [350, null, 'g', 'water'],
    scaled: [
      [2, '700 g water'],
      [0.5, '175 g water'],
      [1 / 3, '117 g water'],
    ],
  },
  {
    line: '1,000 g flour',
    parse: [1000, null, 'g', 'flour'],
    scaled: [
      [2, '2000 g flour'],
      [0.5, '500 g flour'],
    ],
  },
  {
    line: '0.5 g salt',
    parse: [0.5, null, 'g', 'salt'],
    scaled: [
      [2, '1 g salt'],
      [0.5, '0.3 g salt'],
      [1 / 3, '0.2 g salt'],
    ],
  },
  {
    line: '2 g saffron',
    parse: [2, null, 'g', 'saffron'],
    scaled: [
      [2, '4 g saffron'],
      [0.5, '1 g saffron'],
      [1 / 3, '0.5 g saffron'],
    ],
  },
  {
    line: '0.1 g saffron',
    parse: [0.1, null, 'g', 'saffron'],
    scaled: [
      [2, '0.2 g saffron'],
      [0.5, '0.05 g saffron'],
      [1 / 3, '0.03 g saffron'],
    ],
  },
  {
    line: '15ml vanilla extract',
    parse: [15, null, 'ml', 'vanilla extract'],
    scaled: [
      [2, '30ml vanilla extract'],
      [0.5, '7.5ml vanilla extract'],
      [1 / 3, '5ml vanilla extract'],
    ],
  },
  {
    line: '1 dl cream',
    parse: [1, null, 'dl', 'cream'],
    scaled: [
      [2, '2 dl cream'],
      [0.5, '0.5 dl cream'],
    ],
  },
  {
    line: '100 g dark chocolate (70%)',
    parse: [100, null, 'g', 'dark chocolate (70%)'],
    scaled: [
      [2, '200 g dark chocolate (70%)'],
      [0.5, '50 g dark chocolate (70%)'],
    ],
  },
  {
    line: '1 x 400g tin chopped tomatoes',
    parse: [1, null, 'can', '400g chopped tomatoes'],
    scaled: [
      [2, '2 x 400g tins chopped tomatoes'],
      [0.5, '200 g (1/2 of a 400g tin) chopped tomatoes'],
    ],
  },
  {
    line: '2 x 7g sachets fast-action yeast',
    parse: [2, null, 'sachet', '7g fast-action yeast'],
    scaled: [
      [2, '4 x 7g sachets fast-action yeast'],
      [0.5, '1 x 7g sachet fast-action yeast'],
    ],
  },
  {
    line: '7g sachet fast-action dried yeast',
    parse: [1, null, 'sachet', '7g fast-action dried yeast'],
    scaled: [
      [2, '2 x 7g sachets fast-action dried yeast'],
      [0.5, '3.5 g (1/2 of a 7g sachet) fast-action dried yeast'],
    ],
  },
  {
    line: '2 × 400g cans chickpeas',
    parse: [2, null, 'can', '400g chickpeas'],
    scaled: [
      [2, '4 × 400g cans chickpeas'],
      [0.5, '1 × 400g can chickpeas'],
    ],
  },
  {
    line: 'knob of butter',
    parse: [1, null, 'knob', 'butter'],
    scaled: [
      [2, '2 knobs of butter'],
      [0.5, 'knob of butter'],
    ],
  },
  {
    line: '1 large free-range egg',
    parse: [1, null, null, 'large free-range egg'],
    scaled: [
      [2, '2 large free-range eggs'],
      [0.5, '1/2 large free-range egg (25 g beaten)'],
    ],
  },
  {
    line: '3 free-range eggs',
    parse: [3, null, null, 'free-range eggs'],
    scaled: [
      [2, '6 free-range eggs'],
      [0.5, '1 1/2 free-range eggs (75 g beaten)'],
      [1 / 3, '1 free-range egg'],
    ],
  },
  {
    line: '1 vanilla pod',
    parse: [1, null, null, 'vanilla pod'],
    scaled: [
      [2, '2 vanilla pods'],
      [0.5, '1/2 vanilla pod'],
    ],
  },
  // Ranges
  {
    line: '2-3 Tbsp milk',
    parse: [2, 3, 'Tbsp', 'milk'],
    scaled: [
      [2, '4-6 Tbsp milk'],
      [0.5, '1-1 1/2 Tbsp milk'],
      [1 / 3, '2-3 tsp milk'],
    ],
  },
  {
    line: '3-4 ripe bananas, mashed',
    parse: [3, 4, null, 'ripe bananas, mashed'],
    scaled: [
      [2, '6-8 ripe bananas, mashed'],
      [0.5, '1 1/2-2 ripe bananas, mashed'],
    ],
  },
  {
    line: '2 to 3 cups fresh blueberries',
    parse: [2, 3, 'cup', 'fresh blueberries'],
    scaled: [
      [2, '4 to 6 cups fresh blueberries'],
      [0.5, '1 to 1 1/2 cups fresh blueberries'],
      [1 / 3, '2/3 to 1 cup fresh blueberries'],
    ],
  },
  {
    line: '1-2 tablespoons milk, as needed',
    parse: [1, 2, 'Tbsp', 'milk, as needed'],
    scaled: [
      [2, '2-4 tablespoons milk, as needed'],
      [0.5, '1 1/2-3 teaspoons milk, as needed'],
      [1 / 3, '1-2 teaspoons milk, as needed'],
    ],
  },
  {
    line: '2–3 tsp lemon juice',
    parse: [2, 3, 'tsp', 'lemon juice'],
    scaled: [
      [2, '4–6 tsp lemon juice'],
      [0.5, '1–1 1/2 tsp lemon juice'],
    ],
  },
  {
    line: '1/2 to 1 teaspoon cayenne',
    parse: [0.5, 1, 'tsp', 'cayenne'],
    scaled: [
      [2, '1 to 2 teaspoons cayenne'],
      [0.5, '1/4 to 1/2 teaspoon cayenne'],
    ],
  },
  {
    line: '2–2 1/2 cups powdered sugar',
    parse: [2, 2.5, 'cup', 'powdered sugar'],
    scaled: [
      [2, '4–5 cups powdered sugar'],
      [0.5, '1–1 1/4 cups powdered sugar'],
    ],
  },
  {
    line: '1/4-1/2 tsp red pepper flakes',
    parse: [0.25, 0.5, 'tsp', 'red pepper flakes'],
    scaled: [
      [2, '1/2-1 tsp red pepper flakes'],
      [0.5, '1/8-1/4 tsp red pepper flakes'],
    ],
  },
  {
    line: '12-16 oz chocolate',
    parse: [12, 16, 'oz', 'chocolate'],
    scaled: [
      [2, '1 1/2-2 lb chocolate'],
      [0.5, '6-8 oz chocolate'],
    ],
  },
  {
    line: '500-600 g flour',
    parse: [500, 600, 'g', 'flour'],
    scaled: [
      [2, '1000-1200 g flour'],
      [0.5, '250-300 g flour'],
    ],
  },
  {
    line: '1 or 2 pinches salt',
    parse: [1, 2, 'pinch', 'salt'],
    scaled: [
      [2, '2 or 4 pinches salt'],
      [0.5, '1 pinch salt'],
    ],
  },
  {
    line: '1 to 1 1/2 cups powdered sugar',
    parse: [1, 1.5, 'cup', 'powdered sugar'],
    scaled: [
      [2, '2 to 3 cups powdered sugar'],
      [0.5, '1/2 to 3/4 cup powdered sugar'],
      [1 / 3, '1/3 to 1/2 cup powdered sugar'],
    ],
  },
  {
    line: '1 - 2 tsp water',
    parse: [1, 2, 'tsp', 'water'],
    scaled: [
      [2, '2 - 4 tsp water'],
      [0.5, '1/2 - 1 tsp water'],
    ],
  },
  {
    line: '3 to 4 cups bread flour',
    parse: [3, 4, 'cup', 'bread flour'],
    scaled: [
      [2, '6 to 8 cups bread flour'],
      [0.5, '1 1/2 to 2 cups bread flour'],
    ],
  },
  {
    line: '6-8 apples',
    parse: [6, 8, null, 'apples'],
    scaled: [
      [2, '12-16 apples'],
      [0.5, '3-4 apples'],
    ],
  },
  // Unicode fractions
  {
    line: '1½ cups sugar',
    parse: [1.5, null, 'cup', 'sugar'],
    scaled: [
      [2, '3 cups sugar'],
      [0.5, '3/4 cup sugar'],
      [1.5, '2 1/4 cups sugar'],
    ],
  },
  {
    line: '1 ½ cups milk',
    parse: [1.5, null, 'cup', 'milk'],
    scaled: [
      [2, '3 cups milk'],
      [0.5, '3/4 cup milk'],
      [1.5, '2 1/4 cups milk'],
    ],
  },
  {
    line: '½ tsp ground cinnamon',
    parse: [0.5, null, 'tsp', 'ground cinnamon'],
    scaled: [
      [2, '1 tsp ground cinnamon'],
      [0.5, '1/4 tsp ground cinnamon'],
      [1 / 3, '1/8 tsp + a pinch ground cinnamon'],
    ],
  },
  {
    line: '⅓ cup honey',
    parse: [1 / 3, null, 'cup', 'honey'],
    scaled: [
      [2, '2/3 cup honey'],
      [0.5, '2 Tbsp + 2 tsp honey'],
      [1 / 3, '1 Tbsp + 2 1/4 tsp honey'],
    ],
  },
  {
    line: '¼ cup vegetable oil',
    parse: [0.25, null, 'cup', 'vegetable oil'],
    scaled: [
      [2, '1/2 cup vegetable oil'],
      [0.5, '2 Tbsp vegetable oil'],
    ],
  },
  {
    line: '¾ tsp salt',
    parse: [0.75, null, 'tsp', 'salt'],
    scaled: [
      [2, '1 1/2 tsp salt'],
      [0.5, '1/4 tsp + 1/8 tsp salt'],
      [1 / 3, '1/4 tsp salt'],
    ],
  },
  {
    line: '⅔ cup sugar',
    parse: [2 / 3, null, 'cup', 'sugar'],
    scaled: [
      [2, '1 1/3 cups sugar'],
      [0.5, '1/3 cup sugar'],
      [1 / 3, '3 1/2 Tbsp sugar'],
    ],
  },
  {
    line: '⅛ tsp nutmeg',
    parse: [0.125, null, 'tsp', 'nutmeg'],
    scaled: [
      [2, '1/4 tsp nutmeg'],
      [0.5, 'a pinch of nutmeg'],
    ],
  },
  {
    line: '1¼ cups milk',
    parse: [1.25, null, 'cup', 'milk'],
    scaled: [
      [2, '2 1/2 cups milk'],
      [0.5, '1/2 cup + 2 Tbsp milk'],
    ],
  },
  {
    line: '2 ½ tbsp butter',
    parse: [2.5, null, 'Tbsp', 'butter'],
    scaled: [
      [2, '5 tbsp butter'],
      [0.5, '1 tbsp + 3/4 tsp butter'],
    ],
  },
  {
    line: '⅕ cup honey',
    parse: [0.2, null, 'cup', 'honey'],
    scaled: [
      [2, '6 1/2 Tbsp honey'],
      [0.5, '1 Tbsp + 1 3/4 tsp honey'],
      [1 / 3, '1 Tbsp + 1/4 tsp honey'],
    ],
  },
  {
    line: '1⅓ cups water',
    parse: [4 / 3, null, 'cup', 'water'],
    scaled: [
      [2, '2 2/3 cups water'],
      [0.5, '2/3 cup water'],
    ],
  },
  {
    line: '2 ¼ cups flour',
    parse: [2.25, null, 'cup', 'flour'],
    scaled: [
      [2, '4 1/2 cups flour'],
      [0.5, '1 cup + 2 Tbsp flour'],
      [1 / 3, '3/4 cup flour'],
    ],
  },
  {
    line: '1⁄2 cup sugar',
    parse: [0.5, null, 'cup', 'sugar'],
    scaled: [
      [2, '1 cup sugar'],
      [0.5, '1/4 cup sugar'],
    ],
  },
  {
    line: '3 ½ cups bread flour',
    parse: [3.5, null, 'cup', 'bread flour'],
    scaled: [
      [2, '7 cups bread flour'],
      [0.5, '1 3/4 cups bread flour'],
    ],
  },
  // Number words and articles
  {
    line: 'a pinch of salt',
    parse: [1, null, 'pinch', 'salt'],
    scaled: [
      [2, '2 pinches of salt'],
      [0.5, 'a pinch of salt'],
    ],
  },
  {
    line: 'Pinch of nutmeg',
    parse: [1, null, 'pinch', 'nutmeg'],
    scaled: [
      [2, '2 pinches of nutmeg'],
      [0.5, 'Pinch of nutmeg'],
    ],
  },
  {
    line: 'dash of cinnamon',
    parse: [1, null, 'dash', 'cinnamon'],
    scaled: [
      [2, '2 dashes of cinnamon'],
      [0.5, 'dash of cinnamon'],
    ],
  },
  {
    line: '2 dashes bitters',
    parse: [2, null, 'dash', 'bitters'],
    scaled: [
      [2, '4 dashes bitters'],
      [0.5, '1 dash bitters'],
    ],
  },
  {
    line: 'A splash of milk',
    parse: [1, null, 'splash', 'milk'],
    scaled: [
      [2, '2 splashes of milk'],
      [0.5, 'A splash of milk'],
    ],
  },
  {
    line: 'an egg',
    parse: [1, null, null, 'egg'],
    scaled: [
      [2, '2 eggs'],
      [0.5, '1/2 egg (25 g beaten)'],
    ],
  },
  {
    line: 'a dozen eggs',
    parse: [12, null, null, 'eggs'],
    scaled: [
      [2, '24 eggs'],
      [0.5, '6 eggs'],
      [1 / 3, '4 eggs'],
    ],
  },
  {
    line: 'half a dozen eggs',
    parse: [6, null, null, 'eggs'],
    scaled: [
      [2, '12 eggs'],
      [0.5, '3 eggs'],
    ],
  },
  {
    line: 'two cups flour',
    parse: [2, null, 'cup', 'flour'],
    scaled: [
      [2, '4 cups flour'],
      [0.5, '1 cup flour'],
    ],
  },
  {
    line: 'three eggs',
    parse: [3, null, null, 'eggs'],
    scaled: [
      [2, '6 eggs'],
      [0.5, '1 1/2 eggs (75 g beaten)'],
      [1 / 3, '1 egg'],
    ],
  },
  {
    line: 'one or two eggs',
    parse: [1, 2, null, 'eggs'],
    scaled: [
      [2, '2 or 4 eggs'],
      [0.5, '1/2 or 1 egg'],
    ],
  },
  {
    line: 'a cup of sugar',
    parse: [1, null, 'cup', 'sugar'],
    scaled: [
      [2, '2 cups of sugar'],
      [0.5, '1/2 cup of sugar'],
    ],
  },
  {
    line: 'a few drops of food coloring',
    parse: [null, null, null, 'a few drops of food coloring'],
    scaled: [
      [2, 'a few drops of food coloring'],
      [0.5, 'a few drops of food coloring'],
    ],
  },
  {
    line: '4 drops peppermint extract',
    parse: [4, null, 'drop', 'peppermint extract'],
    scaled: [
      [2, '8 drops peppermint extract'],
      [0.5, '2 drops peppermint extract'],
      [1 / 3, '1 drop peppermint extract'],
    ],
  },
  {
    line: 'One 8-ounce package cream cheese',
    parse: [1, null, 'package', '8-ounce cream cheese'],
    scaled: [
      [2, '2 8-ounce packages cream cheese'],
      [0.5, '1/2 8-ounce package cream cheese'],
    ],
  },
  // Containers, sizes and counted things
  {
    line: '1 (14 oz) can sweetened condensed milk',
    parse: [1, null, 'can', '(14 oz) sweetened condensed milk'],
    scaled: [
      [2, '2 (14 oz) cans sweetened condensed milk'],
      [0.5, '7 oz (1/2 of a 14 oz can) sweetened condensed milk'],
    ],
  },
  {
    line: '1 (14-ounce) can sweetened condensed milk',
    parse: [1, null, 'can', '(14-ounce) sweetened condensed milk'],
    scaled: [
      [2, '2 (14-ounce) cans sweetened condensed milk'],
      [0.5, '1/2 (14-ounce) can sweetened condensed milk'],
    ],
  },
  {
    line: '1 14-oz can pumpkin puree',
    parse: [1, null, 'can', '14-oz pumpkin puree'],
    scaled: [
      [2, '2 14-oz cans pumpkin puree'],
      [0.5, '1/2 14-oz can pumpkin puree'],
    ],
  },
  {
    line: '2 (8 oz) packages cream cheese, softened',
    parse: [2, null, 'package', '(8 oz) cream cheese, softened'],
    scaled: [
      [2, '4 (8 oz) packages cream cheese, softened'],
      [0.5, '1 (8 oz) package cream cheese, softened'],
    ],
  },
  {
    line: '1 (3.4 oz) box instant vanilla pudding mix',
    parse: [1, null, 'box', '(3.4 oz) instant vanilla pudding mix'],
    scaled: [
      [2, '2 (3.4 oz) boxes instant vanilla pudding mix'],
      [0.5, '1 3/4 oz (1/2 of a 3.4 oz box) instant vanilla pudding mix'],
    ],
  },
  {
    line: '1 (18.25 oz) package yellow cake mix',
    parse: [1, null, 'package', '(18.25 oz) yellow cake mix'],
    scaled: [
      [2, '2 (18.25 oz) packages yellow cake mix'],
      [0.5, '9 oz (1/2 of a 18.25 oz package) yellow cake mix'],
    ],
  },
  {
    line: '1 (0.25 oz) envelope active dry yeast',
    parse: [1, null, 'envelope', '(0.25 oz) active dry yeast'],
    scaled: [
      [2, '2 (0.25 oz) envelopes active dry yeast'],
      [0.5, '1/4 oz (1/2 of a 0.25 oz envelope) active dry yeast'],
    ],
  },
  {
    line: '1 envelope (1 Tbsp) unflavored gelatin',
    parse: [1, null, 'envelope', '(1 Tbsp) unflavored gelatin'],
    scaled: [
      [2, '2 envelopes (1 Tbsp) unflavored gelatin'],
      [0.5, '1/2 envelope (1 Tbsp) unflavored gelatin'],
    ],
  },
  {
    line: '1 envelope unflavored gelatin',
    parse: [1, null, 'envelope', 'unflavored gelatin'],
    scaled: [
      [2, '2 envelopes unflavored gelatin'],
      [0.5, '1/2 envelope unflavored gelatin'],
    ],
  },
  {
    line: '1 packet yeast',
    parse: [1, null, 'packet', 'yeast'],
    scaled: [
      [2, '2 packets yeast'],
      [0.5, '1/2 packet yeast'],
    ],
  },
  {
    line: '1 jar (16 oz) caramel sauce',
    parse: [1, null, 'jar', '(16 oz) caramel sauce'],
    scaled: [
      [2, '2 jars (16 oz) caramel sauce'],
      [0.5, '1/2 jar (16 oz) caramel sauce'],
    ],
  },
  {
    line: '2 cans (15 oz each) pumpkin puree',
    parse: [2, null, 'can', '(15 oz each) pumpkin puree'],
    scaled: [
      [2, '4 cans (15 oz each) pumpkin puree'],
      [0.5, '1 can (15 oz each) pumpkin puree'],
    ],
  },
  {
    line: '1 can (14 oz) coconut milk',
    parse: [1, null, 'can', '(14 oz) coconut milk'],
    scaled: [
      [2, '2 cans (14 oz) coconut milk'],
      [0.5, '1/2 can (14 oz) coconut milk'],
    ],
  },
  {
    line: '1 package (8 oz) cream cheese, softened',
    parse: [1, null, 'package', '(8 oz) cream cheese, softened'],
    scaled: [
      [2, '2 packages (8 oz) cream cheese, softened'],
      [0.5, '1/2 package (8 oz) cream cheese, softened'],
    ],
  },
  {
    line: '12 oz bag chocolate chips',
    parse: [1, null, 'bag', '12 oz chocolate chips'],
    scaled: [
      [2, '2 x 12 oz bags chocolate chips'],
      [0.5, '6 oz (1/2 of a 12 oz bag) chocolate chips'],
    ],
  },
  {
    line: '1 (12 oz) bag semisweet chocolate chips',
    parse: [1, null, 'bag', '(12 oz) semisweet chocolate chips'],
    scaled: [
      [2, '2 (12 oz) bags semisweet chocolate chips'],
      [0.5, '6 oz (1/2 of a 12 oz bag) semisweet chocolate chips'],
    ],
  },
  {
    line: '2 sticks unsalted butter, cold and cubed',
    parse: [2, null, 'stick', 'unsalted butter, cold and cubed'],
    scaled: [
      [2, '4 sticks unsalted butter, cold and cubed'],
      [0.5, '1 stick unsalted butter, cold and cubed'],
    ],
  },
  {
    line: '1/2 stick butter',
    parse: [0.5, null, 'stick', 'butter'],
    scaled: [
      [2, '1 stick butter'],
      [0.5, '1/4 stick butter'],
    ],
  },
  {
    line: '3 cloves garlic, minced',
    parse: [3, null, 'clove', 'garlic, minced'],
    scaled: [
      [2, '6 cloves garlic, minced'],
      [0.5, '1 1/2 cloves garlic, minced'],
      [1 / 3, '1 clove garlic, minced'],
    ],
  },
  {
    line: '1 head garlic',
    parse: [1, null, 'head', 'garlic'],
    scaled: [
      [2, '2 heads garlic'],
      [0.5, '1/2 head garlic'],
    ],
  },
  {
    line: '2 sprigs fresh rosemary',
    parse: [2, null, 'sprig', 'fresh rosemary'],
    scaled: [
      [2, '4 sprigs fresh rosemary'],
      [0.5, '1 sprig fresh rosemary'],
    ],
  },
  {
    line: '1 bunch fresh mint',
    parse: [1, null, 'bunch', 'fresh mint'],
    scaled: [
      [2, '2 bunches fresh mint'],
      [0.5, '1/2 bunch fresh mint'],
    ],
  },
  {
    line: '2 slices bread',
    parse: [2, null, 'slice', 'bread'],
    scaled: [
      [2, '4 slices bread'],
      [0.5, '1 slice bread'],
    ],
  },
  {
    line: '1 handful spinach',
    parse: [1, null, 'handful', 'spinach'],
    scaled: [
      [2, '2 handfuls spinach'],
      [0.5, '1 handful spinach'],
    ],
  },
  {
    line: '1 (1-inch) piece ginger, grated',
    parse: [1, null, 'piece', '(1-inch) ginger, grated'],
    scaled: [
      [2, '2 (1-inch) pieces ginger, grated'],
      [0.5, '1/2 (1-inch) piece ginger, grated'],
    ],
  },
  {
    line: '1 (9 inch) pie crust',
    parse: [1, null, null, '(9 inch) pie crust'],
    scaled: [
      [2, '2 (9 inch) pie crusts'],
      [0.5, '1/2 (9 inch) pie crust'],
    ],
  },
  {
    line: '1 9-inch unbaked pie crust',
    parse: [1, null, null, '9-inch unbaked pie crust'],
    scaled: [
      [2, '2 9-inch unbaked pie crust'],
      [0.5, '1/2 9-inch unbaked pie crust'],
    ],
  },
  {
    line: '2 pie crusts',
    parse: [2, null, null, 'pie crusts'],
    scaled: [
      [2, '4 pie crusts'],
      [0.5, '1 pie crust'],
    ],
  },
  {
    line: '1 egg yolk',
    parse: [1, null, null, 'egg yolk'],
    scaled: [
      [2, '2 egg yolks'],
      [0.5, '1/2 egg yolk (9 g beaten)'],
    ],
  },
  {
    line: '2 egg whites, at room temperature',
    parse: [2, null, null, 'egg whites, at room temperature'],
    scaled: [
      [2, '4 egg whites, at room temperature'],
      [0.5, '1 egg white, at room temperature'],
      [1 / 3, '1/2 egg white (15 g beaten), at room temperature'],
    ],
  },
  {
    line: '1 large egg, beaten',
    parse: [1, null, null, 'large egg, beaten'],
    scaled: [
      [2, '2 large eggs, beaten'],
      [0.5, '1/2 large egg (25 g beaten)'],
    ],
  },
  {
    line: '1 large egg white',
    parse: [1, null, null, 'large egg white'],
    scaled: [
      [2, '2 large egg whites'],
      [0.5, '1/2 large egg white (15 g beaten)'],
    ],
  },
  {
    line: '2 medium carrots, grated',
    parse: [2, null, null, 'medium carrots, grated'],
    scaled: [
      [2, '4 medium carrots, grated'],
      [0.5, '1 medium carrot, grated'],
    ],
  },
  {
    line: '3 large eggs, at room temperature',
    parse: [3, null, null, 'large eggs, at room temperature'],
    scaled: [
      [2, '6 large eggs, at room temperature'],
      [0.5, '1 1/2 large eggs (75 g beaten), at room temperature'],
      [1 / 3, '1 large egg, at room temperature'],
    ],
  },
  {
    line: '1 large banana',
    parse: [1, null, null, 'large banana'],
    scaled: [
      [2, '2 large bananas'],
      [0.5, '1/2 large banana'],
    ],
  },
  {
    line: '3 very ripe bananas',
    parse: [3, null, null, 'very ripe bananas'],
    scaled: [
      [2, '6 very ripe bananas'],
      [0.5, '1 1/2 very ripe bananas'],
      [1 / 3, '1 very ripe banana'],
    ],
  },
  {
    line: '2 vanilla beans, split',
    parse: [2, null, null, 'vanilla beans, split'],
    scaled: [
      [2, '4 vanilla beans, split'],
      [0.5, '1 vanilla bean, split'],
    ],
  },
  {
    line: '3 cinnamon sticks',
    parse: [3, null, null, 'cinnamon sticks'],
    scaled: [
      [2, '6 cinnamon sticks'],
      [0.5, '1 1/2 cinnamon sticks'],
      [1 / 3, '1 cinnamon stick'],
    ],
  },
  {
    line: '2 bay leaves',
    parse: [2, null, null, 'bay leaves'],
    scaled: [
      [2, '4 bay leaves'],
      [0.5, '1 bay leaf'],
    ],
  },
  {
    line: '1 lemon, zested and juiced',
    parse: [1, null, null, 'lemon, zested and juiced'],
    scaled: [
      [2, '2 lemons, zested and juiced'],
      [0.5, '1/2 lemon, zested and juiced'],
    ],
  },
  {
    line: '2 oranges',
    parse: [2, null, null, 'oranges'],
    scaled: [
      [2, '4 oranges'],
      [0.5, '1 orange'],
    ],
  },
  // A second counted food after 'plus' scales too, and so does how many to buy, in whole ones.
  {
    line: '2 large eggs plus 1 egg yolk',
    parse: [2, null, null, 'large eggs plus 1 egg yolk'],
    scaled: [
      [2, '4 large eggs plus 2 egg yolks'],
      [0.5, '1 large egg plus 1/2 egg yolk (9 g beaten)'],
    ],
  },
  {
    line: '1 cup mashed banana (about 2 medium)',
    parse: [1, null, 'cup', 'mashed banana (about 2 medium)'],
    scaled: [
      [2, '2 cups mashed banana (about 4 medium)'],
      [0.5, '1/2 cup mashed banana (about 1 medium)'],
    ],
  },
  // Headers
  {
    line: '---For the Frosting---',
    parse: { header: 'For the Frosting' },
    scaled: [
      [2, '---For the Frosting---'],
      [0.5, '---For the Frosting---'],
    ],
  },
  {
    line: '--- For the Crust ---',
    parse: { header: 'For the Crust' },
    scaled: [
      [2, '--- For the Crust ---'],
      [0.5, '--- For the Crust ---'],
    ],
  },
  {
    line: '---For the Cake---',
    parse: { header: 'For the Cake' },
    scaled: [
      [2, '---For the Cake---'],
      [0.5, '---For the Cake---'],
    ],
  },
  {
    line: '----Topping----',
    parse: { header: 'Topping' },
    scaled: [
      [2, '----Topping----'],
      [0.5, '----Topping----'],
    ],
  },
  // No quantity
  {
    line: 'Salt to taste',
    parse: [null, null, null, 'Salt to taste'],
    scaled: [
      [2, 'Salt to taste'],
      [0.5, 'Salt to taste'],
    ],
  },
  {
    line: 'salt and pepper to taste',
    parse: [null, null, null, 'salt and pepper to taste'],
    scaled: [
      [2, 'salt and pepper to taste'],
      [0.5, 'salt and pepper to taste'],
    ],
  },
  {
    line: 'Freshly ground black pepper, to taste',
    parse: [null, null, null, 'Freshly ground black pepper, to taste'],
    scaled: [
      [2, 'Freshly ground black pepper, to taste'],
      [0.5, 'Freshly ground black pepper, to taste'],
    ],
  },
  {
    line: 'Powdered sugar, for dusting',
    parse: [null, null, null, 'Powdered sugar, for dusting'],
    scaled: [
      [2, 'Powdered sugar, for dusting'],
      [0.5, 'Powdered sugar, for dusting'],
    ],
  },
  {
    line: 'Butter, for greasing',
    parse: [null, null, null, 'Butter, for greasing'],
    scaled: [
      [2, 'Butter, for greasing'],
      [0.5, 'Butter, for greasing'],
    ],
  },
  {
    line: 'Sprinkles, for decorating',
    parse: [null, null, null, 'Sprinkles, for decorating'],
    scaled: [
      [2, 'Sprinkles, for decorating'],
      [0.5, 'Sprinkles, for decorating'],
    ],
  },
  {
    line: 'Whipped cream (optional)',
    parse: [null, null, null, 'Whipped cream (optional)'],
    scaled: [
      [2, 'Whipped cream (optional)'],
      [0.5, 'Whipped cream (optional)'],
    ],
  },
  {
    line: 'Fresh berries, for serving',
    parse: [null, null, null, 'Fresh berries, for serving'],
    scaled: [
      [2, 'Fresh berries, for serving'],
      [0.5, 'Fresh berries, for serving'],
    ],
  },
  // No leading quantity, but the fruit is counted.
  {
    line: 'Zest of 1 lemon',
    parse: [null, null, null, 'Zest of 1 lemon'],
    scaled: [
      [2, 'Zest of 2 lemons'],
      [0.5, 'Zest of 1/2 lemon'],
    ],
  },
  // An optional amount is still an amount: twice the batch takes twice the pecans.
  {
    line: 'Optional: 1/2 cup chopped pecans',
    parse: [0.5, null, 'cup', 'chopped pecans'],
    scaled: [
      [2, 'Optional: 1 cup chopped pecans'],
      [0.5, 'Optional: 1/4 cup chopped pecans'],
    ],
  },
  {
    line: 'Ingredients:',
    parse: [null, null, null, 'Ingredients:'],
    scaled: [
      [2, 'Ingredients:'],
      [0.5, 'Ingredients:'],
    ],
  },
  {
    line: '2% milk',
    parse: [null, null, null, '2% milk'],
    scaled: [
      [2, '2% milk'],
      [0.5, '2% milk'],
    ],
  },
  {
    line: '9-inch pie crust',
    parse: [null, null, null, '9-inch pie crust'],
    scaled: [
      [2, '9-inch pie crust'],
      [0.5, '9-inch pie crust'],
    ],
  },
  // Times and temperatures: the amount scales, the time or temperature in the line stays as written
  {
    line: 'Preheat oven to 350°F',
    parse: [null, null, null, 'Preheat oven to 350°F'],
    scaled: [
      [2, 'Preheat oven to 350°F'],
      [0.5, 'Preheat oven to 350°F'],
    ],
  },
  {
    line: 'Preheat the oven to 350°F (175°C)',
    parse: [null, null, null, 'Preheat the oven to 350°F (175°C)'],
    scaled: [
      [2, 'Preheat the oven to 350°F (175°C)'],
      [0.5, 'Preheat the oven to 350°F (175°C)'],
    ],
  },
  {
    line: 'Bake at 180°C for 25 minutes',
    parse: [null, null, null, 'Bake at 180°C for 25 minutes'],
    scaled: [
      [2, 'Bake at 180°C for 25 minutes'],
      [0.5, 'Bake at 180°C for 25 minutes'],
    ],
  },
  {
    line: '1 cup warm water (110°F)',
    parse: [1, null, 'cup', 'warm water (110°F)'],
    scaled: [
      [2, '2 cups warm water (110°F)'],
      [0.5, '1/2 cup warm water (110°F)'],
    ],
  },
  {
    line: '1 1/4 cups warm water (110 degrees F/45 degrees C)',
    parse: [1.25, null, 'cup', 'warm water (110 degrees F/45 degrees C)'],
    scaled: [
      [2, '2 1/2 cups warm water (110 degrees F/45 degrees C)'],
      [0.5, '1/2 cup + 2 Tbsp warm water (110 degrees F/45 degrees C)'],
    ],
  },
  {
    line: '2 cups milk, warmed to 110°F',
    parse: [2, null, 'cup', 'milk, warmed to 110°F'],
    scaled: [
      [2, '4 cups milk, warmed to 110°F'],
      [0.5, '1 cup milk, warmed to 110°F'],
    ],
  },
  {
    line: '1 cup water, heated to 120 degrees',
    parse: [1, null, 'cup', 'water, heated to 120 degrees'],
    scaled: [
      [2, '2 cups water, heated to 120 degrees'],
      [0.5, '1/2 cup water, heated to 120 degrees'],
    ],
  },
  {
    line: '2 cups water, boiled for 5 minutes',
    parse: [2, null, 'cup', 'water, boiled for 5 minutes'],
    scaled: [
      [2, '4 cups water, boiled for 5 minutes'],
      [0.5, '1 cup water, boiled for 5 minutes'],
    ],
  },
  {
    line: '1/2 cup butter, chilled for 30 minutes',
    parse: [0.5, null, 'cup', 'butter, chilled for 30 minutes'],
    scaled: [
      [2, '1 cup butter, chilled for 30 minutes'],
      [0.5, '1/4 cup butter, chilled for 30 minutes'],
    ],
  },
  {
    line: 'Oven: 180C / 160C fan / gas 4',
    parse: [null, null, null, 'Oven: 180C / 160C fan / gas 4'],
    scaled: [
      [2, 'Oven: 180C / 160C fan / gas 4'],
      [0.5, 'Oven: 180C / 160C fan / gas 4'],
    ],
  },
  {
    line: '2 eggs, room temperature (70 degrees)',
    parse: [2, null, null, 'eggs, room temperature (70 degrees)'],
    scaled: [
      [2, '4 eggs, room temperature (70 degrees)'],
      [0.5, '1 egg, room temperature (70 degrees)'],
    ],
  },
  {
    line: 'Chill dough 1 hour',
    parse: [null, null, null, 'Chill dough 1 hour'],
    scaled: [
      [2, 'Chill dough 1 hour'],
      [0.5, 'Chill dough 1 hour'],
    ],
  },
  {
    line: '2 1/4 tsp yeast dissolved in warm water for 10 min',
    parse: [2.25, null, 'tsp', 'yeast dissolved in warm water for 10 min'],
    scaled: [
      [2, '1 1/2 Tbsp yeast dissolved in warm water for 10 min'],
      [0.5, '1 1/8 tsp yeast dissolved in warm water for 10 min'],
    ],
  },
];
