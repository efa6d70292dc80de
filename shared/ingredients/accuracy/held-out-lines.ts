/**
 * Ingredient lines the parser is measured on and never tuned on: the held-out set.
 *
 * What each line must give and where the lines come from: ./parse-case.ts. Lines were drawn at random
 * (fixed seed) and assigned to the development or the held-out set by a hash of their text.
 */
import type { ParseCase } from './parse-case';

export const HELD_OUT_LINES: readonly ParseCase[] = [
  // hhursev/recipe-scrapers (MIT), tests/test_data/<site>/<page>.json: one line of a baking recipe's
  // `ingredients` (pages whose title or category names a bake), the page on each line; expected values written here.
  ['½ cup of granulated sugar', 0.5, null, 'cup', 'granulated sugar'], // abuelascounter.com/abuelascounter_2.json
  ['1 1/2 teaspoons baking soda', 1.5, null, 'tsp', 'baking soda'], // addapinch.com/addapinch_1.json
  [
    '½ cup Lifeway Organic Strawberry Whole Milk Kefir (room temperature)',
    0.5,
    null,
    'cup',
    'Lifeway Organic Strawberry Whole Milk Kefir',
  ], // brokenovenbaking.com/brokenovenbaking_1.json
  ['1/2 teaspoon table salt', 0.5, null, 'tsp', 'table salt'], // baking-sense.com/bakingsense_1.json
  ['1 ½ teaspoon vanilla extract', 1.5, null, 'tsp', 'vanilla extract'], // delscookingtwist.com/delscookingtwist_1.json
  ['Powdered sugar (for garnish)', null, null, null, 'Powdered sugar'], // littleferrarokitchen.com/littleferrarokitchen_1.json
  ['½ teaspoon Baking Powder', 0.5, null, 'tsp', 'Baking Powder'], // thesaltymarshmallow.com/thesaltymarshmallow_1.json
  ['4 garlic cloves, (minced)', 4, null, null, 'garlic cloves'], // themediterraneandish.com/themediterranedish_2.json
  ['2 cups (240g) all-purpose flour', 2, null, 'cup', 'all-purpose flour'], // delscookingtwist.com/delscookingtwist_2.json
  ['1/2 teaspoon baking soda', 0.5, null, 'tsp', 'baking soda'], // thesuburbansoapbox.com/thesuburbansoapbox_2.json
  ['1 teaspoon baking powder', 1, null, 'tsp', 'baking powder'], // iambaker.net/iambaker_2.json
  ['2 teaspoons vanilla extract', 2, null, 'tsp', 'vanilla extract'], // preppykitchen.com/preppykitchen_1.json
  ['1 tablespoon lemon juice', 1, null, 'Tbsp', 'lemon juice'], // thekitchenmagpie.com/thekitchenmagpie_1.json
  ['½ teaspoon salt', 0.5, null, 'tsp', 'salt'], // celebratingsweets.com/celebratingsweets_2.json
  ['2 cups all-purpose flour', 2, null, 'cup', 'all-purpose flour'], // 365daysofbakingandmore.com/threesixfivedaysofbakingandmore_2.json
  ['1 teaspoon cinnamon', 1, null, 'tsp', 'cinnamon'], // garlicandzest.com/garlicandzest_1.json
  ['1 ¼ cup (315 mL) all-purpose flour', 1.25, null, 'cup', 'all-purpose flour'], // eggs.ca/eggsca_2.json
  ['1/2 teaspoon vanilla extract', 0.5, null, 'tsp', 'vanilla extract'], // norecipes.com/norecipes_1.json
  ['10 fl oz soya milk', 10, null, 'fl oz', 'soya milk'], // deliciouslyella.com/deliciouslyella_2.json
  ['85 grams (6 tablespoons) cold salted butter, cut into ½-inch cubes', 85, null, 'g', 'salted butter'], // 177milkstreet.com/onesevensevenmilkstreet_2.json
  ['1 tablespoon vanilla', 1, null, 'Tbsp', 'vanilla'], // lolascocina.com/lolascocina_2.json
  ['1.5 tsp fine sea salt', 1.5, null, 'tsp', 'fine sea salt'], // ciaoflorentina.com/caioflorentina_2.json
  ['125 gr cream cheese', 125, null, 'g', 'cream cheese'], // netacooks.com/netacooks_2.json
  ['1 tablespoon orange zest', 1, null, 'Tbsp', 'orange zest'], // addapinch.com/addapinch_2.json
  ['⅓ cup heavy whipping cream', 1 / 3, null, 'cup', 'heavy whipping cream'], // brokenovenbaking.com/brokenovenbaking_2.json
  ['1 cup beef stock', 1, null, 'cup', 'beef stock'], // peelwithzeal.com/peelwithzeal_1.json
  ['1/4 cup brown sugar', 0.25, null, 'cup', 'brown sugar'], // alexandracooks.com/alexandracooks_2.json
  [
    '1 (12-oz) container frozen whipped topping, thawed, or equal amount sweetened whipped cream',
    1,
    null,
    'container',
    'frozen whipped topping',
  ], // pauladeen.com/pauladeen_2.json
  ['2 tablespoons fresh lemon juice', 2, null, 'Tbsp', 'fresh lemon juice'], // simplyrecipes.com/simplyrecipes_2.json
  ['6 pretzel sticks, broken in half', 6, null, null, 'pretzel sticks'], // blogghetti.com/blogghetti_1.json
  ['▢ 1 tsp fine sea salt', 1, null, 'tsp', 'fine sea salt'], // joyfoodsunshine.com/joyfoodsunshine.json
  ['1/4 cup sugar', 0.25, null, 'cup', 'sugar'], // farmhouseonboone.com/farmhouseonboone_2.json
  ['2 cups self-rising flour', 2, null, 'cup', 'self-rising flour'], // southernbite.com/southernbite_1.json
  ['6 Biscoff cookies (or really any kind of cookie!)', 6, null, null, 'Biscoff cookies'], // mollybaz.com/mollybaz_1.json
  ['2-2¼ cups all purpose flour (at least 11% protein)', 2, 2.25, 'cup', 'all purpose flour'], // anitalianinmykitchen.com/anitalianinmykitchen_1.json
  ['¼ cup heavy cream', 0.25, null, 'cup', 'heavy cream'], // girlversusdough.com/girlversusdough_2.json
  ['1 20-Ounce Can Sliced Pineapple, drained', 1, null, 'can', 'Sliced Pineapple'], // potatorolls.com/potatorolls_2.json
  ['2 Tablespoons Monk Fruit Sweetener', 2, null, 'Tbsp', 'Monk Fruit Sweetener'], // eatingonadime.com/eatingonadime_2.json
  ['Non-stick cooking spray', null, null, null, 'Non-stick cooking spray'], // choosehomemade.org/choosehomemade_2.json
  ['1, 14 oz can of sweetened condensed milk', 1, null, 'can', 'sweetened condensed milk'], // colleenchristensennutrition.com/colleenchristensennutrition_1.json
  ['1/2 cup creamy yoghurt', 0.5, null, 'cup', 'creamy yoghurt'], // app.samsungfood.com/samsungfood_1.json
  ['1 tablespoon unsalted butter', 1, null, 'Tbsp', 'unsalted butter'], // bake-eat-repeat.com/bakeeatrepeat_2.json
  ['3 tablespoons Dijon mustard', 3, null, 'Tbsp', 'Dijon mustard'], // dinnerthendessert.com/dinnerthendessert_1.json
  ['1 cup soy milk (or other plant milk, *see notes))', 1, null, 'cup', 'soy milk'], // biancazapatka.com/biancazapatka_2.json
  ['2 tablespoons butter', 2, null, 'Tbsp', 'butter'], // usapears.org/usapears_1.json
  ['1/2 cup of sugar, xylitol or any other sweetener', 0.5, null, 'cup', 'sugar'], // polishfoodies.com/polishfoodies_1.json
  ['1/4 cup water', 0.25, null, 'cup', 'water'], // cleaneatingkitchen.com/cleaneatingkitchen_2.json
  ['2 beef stock cubes', 2, null, null, 'beef stock cubes'], // bestrecipes.com.au/bestrecipes.json
  ['2 teaspoons (10 mL) pure vanilla extract', 2, null, 'tsp', 'pure vanilla extract'], // ohsheglows.com/ohsheglows.json
  ['5 ounces cold cream cheese', 5, null, 'oz', 'cream cheese'], // cambreabakes.com/cambreabakes_2.json
  ['1/2 cup evaporated milk (see note)', 0.5, null, 'cup', 'evaporated milk'], // pinkowlkitchen.com/pinkowlkitchen_1.json
  ['2 Teaspoons salt', 2, null, 'tsp', 'salt'], // farmtojar.com/farmtojar_2.json
  ['1 cup white sugar', 1, null, 'cup', 'white sugar'], // thefoodcharlatan.com/thefoodcharlatan_1.json
  ['¼ cup maple sugar', 0.25, null, 'cup', 'maple sugar'], // piesandplots.net/piesandplots_1.json
  ['2 cups old-fashioned rolled oats', 2, null, 'cup', 'old-fashioned rolled oats'], // littlespoonfarm.com/littlespoonfarm_1.json
  ['2 teaspoons baking powder', 2, null, 'tsp', 'baking powder'], // sugarspunrun.com/sugarspunrun_2.json
  ['2 ½ teaspoons (12.5 g) baking powder', 2.5, null, 'tsp', 'baking powder'], // indianhealthyrecipes.com/indianhealthyrecipes.json
  ['1/3 cup cocoa powder', 1 / 3, null, 'cup', 'cocoa powder'], // ameessavorydish.com/ameessavorydish_1.json
  ['2 large eggs', 2, null, null, 'eggs'], // valentinascorner.com/valentinascorner_2.json
  ['2 cloves garlic, minced', 2, null, 'clove', 'garlic'], // justataste.com/justataste.json
  ['8 oz. weight Cream Cheese, Softened', 8, null, 'oz', 'Cream Cheese'], // thepioneerwoman.com/thepioneerwoman_3.json
  ['¼ cup butter', 0.25, null, 'cup', 'butter'], // abeautifulmess.com/abeautifulmess_2.json
  ['1/4 tsp salt', 0.25, null, 'tsp', 'salt'], // natashaskitchen.com/natashaskitchen_1.json
  ['2 cups all purpose flour', 2, null, 'cup', 'all purpose flour'], // noracooks.com/noracooks.json
  ['1/3 cup chocolate shavings', 1 / 3, null, 'cup', 'chocolate shavings'], // cookfastrecipes.com/cookfastrecipes_1.json
  ['2 tablespoons sugar', 2, null, 'Tbsp', 'sugar'], // irishcentral.com/irishcentral.json
  ['300 g (2 cups) all-purpose flour', 300, null, 'g', 'all-purpose flour'], // myjewishlearning.com/myjewishlearning.json
  ['1½ cups powdered sugar (divided)', 1.5, null, 'cup', 'powdered sugar'], // bluejeanchef.com/bluejeanchef_2.json
  ['1/4 tsp Cinnamon powder (Optional but highly recommended)', 0.25, null, 'tsp', 'Cinnamon powder'], // cakewhiz.com/cakewhiz_1.json
  ['2/3 cup Milk', 2 / 3, null, 'cup', 'Milk'], // newdadskitchen.com/newdadskitchen_1.json
  ['1 cup liquid honey', 1, null, 'cup', 'liquid honey'], // foodbymaria.com/foodbymaria_2.json
  ['1 cup lightly toasted coconut', 1, null, 'cup', 'coconut'], // veganricha.com/veganricha_1.json
  ['5 large eggs (room temperature )', 5, null, null, 'eggs'], // bakerbynature.com/bakerbynature_2.json
  ['1/2 cup chopped pecans (or walnuts)', 0.5, null, 'cup', 'pecans'], // thecountrycook.net/thecountrycook_2.json
  ['½ cup Nutella', 0.5, null, 'cup', 'Nutella'], // fantabulosity.com/fantabulosity_1.json
  ['1¼ cups cottage cheese (blended until smooth)', 1.25, null, 'cup', 'cottage cheese'], // cookfastrecipes.com/cookfastrecipes_2.json
  ['1/4 cup (26g) unsweetened cocoa powder', 0.25, null, 'cup', 'unsweetened cocoa powder'], // cookingclassy.com/cookingclassy_2.json
  ['4 ounces cream cheese (at room temperature)', 4, null, 'oz', 'cream cheese'], // glutenfreeonashoestring.com/glutenfreeonashoestring_2.json
  ['3 Tablespoons unsweetened almond milk', 3, null, 'Tbsp', 'unsweetened almond milk'], // eatingbirdfood.com/eatingbirdfood_2.json
  ['85 g butterscotch candies', 85, null, 'g', 'butterscotch candies'], // lovefood.com/lovefood_1.json
  ['3 large eggs', 3, null, null, 'eggs'], // aubreyskitchen.com/aubreyskitchen_2.json
  ['1/3 cup all-purpose flour', 1 / 3, null, 'cup', 'all-purpose flour'], // acozykitchen.com/acozykitchen_2.json
  ['1/8 tsp salt', 0.125, null, 'tsp', 'salt'], // sizzlingeats.com/sizzlingeats_2.json
  ['¼ cup pineapple juice', 0.25, null, 'cup', 'pineapple juice'], // spicysouthernkitchen.com/spicysouthernkitchen_2.json
  ['Boiling water (~100°C)', null, null, null, 'water'], // bakels.com.au/bakels.json
  ['2 tablespoons heavy cream (milk or half and half can be used)', 2, null, 'Tbsp', 'heavy cream'], // littlespoonfarm.com/littlespoonfarm_2.json
  ['2½ cups oats (or 2 cups oat flour)', 2.5, null, 'cup', 'oats'], // plantyou.com/plantyou_banana-oatmeal-muffins.json
  ['2 x 7g sachets dried yeast', 2, null, 'sachet', 'dried yeast'], // kitchenaid.com.au/kitchenaidaustralia_1.json
  ['1 cup Crisco shortening (or butter)', 1, null, 'cup', 'Crisco shortening'], // coleycooks.com/coleycooks_2.json
  ['¼ cup butter (softened)', 0.25, null, 'cup', 'butter'], // chocolatewithgrace.com/chocolatewithgrace_1.json
  ['1 tablespoon granulated sugar', 1, null, 'Tbsp', 'granulated sugar'], // joythebaker.com/joythebaker.json
  ['1/2 cup maple syrup', 0.5, null, 'cup', 'maple syrup'], // erinliveswhole.com/erinliveswhole_2.json
  ['175g light muscovado sugar', 175, null, 'g', 'light muscovado sugar'], // bbcgoodfood.com/bbcgoodfood_2.json
  ['⅔ cup (4 oz/115 g) dark brown sugar', 2 / 3, null, 'cup', 'dark brown sugar'], // biggerbolderbaking.com/biggerbolderbaking_2.json
  ['⅓ cup + 1½ tablespoons milk (2% or whole milk)', 41 / 96, null, 'cup', 'milk'], // anitalianinmykitchen.com/anitalianinmykitchen_2.json
  ['2 cups granulated sugar', 2, null, 'cup', 'granulated sugar'], // sizzlingeats.com/sizzlingeats_1.json
  ['3 cups heavy cream', 3, null, 'cup', 'heavy cream'], // fifteenspatulas.com/fifteenspatulas_1.json
  ['1 large egg, beaten', 1, null, null, 'egg'], // countryliving.com/countryliving_1.json
  ['2/3 c. heavy cream', 2 / 3, null, 'cup', 'heavy cream'], // delish.com/delish_rogue_ol.json
  ['2 scoops Isopure Unflavored Protein Powder', 2, null, 'scoop', 'Isopure Unflavored Protein Powder'], // kellyscleankitchen.com/kellyscleankitchen_1.json
  ['Nonstick cooking spray', null, null, null, 'Nonstick cooking spray'], // sharkninja.com/sharkninja_2.json
  ['150 g granulated sugar', 150, null, 'g', 'granulated sugar'], // teakandthyme.com/teakandthyme_2.json
  ['80 of butter', 80, null, null, 'butter'], // magimix.com/magimix_2.json
  ['1 and 1/3 cup (167g) all-purpose flour (spooned & leveled)', 1 + 1 / 3, null, 'cup', 'all-purpose flour'], // sallysbakingaddiction.com/sallysbakingaddiction_1.json
  ['1 ½ cups granulated sugar', 1.5, null, 'cup', 'granulated sugar'], // 40aprons.com/fortyaprons_2.json
  ['1 cup sour cream or Greek yogurt', 1, null, 'cup', 'sour cream or Greek yogurt'], // hilahcooking.com/hilahcooking_2.json
  ['1 teaspoon of vanilla', 1, null, 'tsp', 'vanilla'], // thesaltymarshmallow.com/thesaltymarshmallow_2.json
  ['1/2 cup (120 ml) heavy cream, (at room temperature)', 0.5, null, 'cup', 'heavy cream'], // handletheheat.com/handletheheat_2.json
  ['¾ cup water', 0.75, null, 'cup', 'water'], // feastingathome.com/feastingathome_1.json
  ['12 whole honey graham cracker sheets (1 1/2 cups, packed )', 12, null, null, 'whole honey graham cracker sheets'], // barefootinthepines.com/barefootinthepines_2.json
  ['2 boxes (16 oz each) frozen sweetened strawberries, thawed', 2, null, 'box', 'frozen sweetened strawberries'], // bettycrocker.com/bettycrocker_2.json
  ['⅔ cup (80g) powdered sugar (sifted)', 2 / 3, null, 'cup', 'powdered sugar'], // bakingmischief.com/bakingmischief_2.json
  ['1 teaspoon kosher salt', 1, null, 'tsp', 'kosher salt'], // cookiesandcups.com/cookiesandcups_1.json
  ['2 TBSP Cornstarch', 2, null, 'Tbsp', 'Cornstarch'], // fifteenspatulas.com/fifteenspatulas_2.json
  // strangetom/ingredient-parser (MIT, (c) 2021 Tom Strange), train/data/bbc/bbc-ingredients-snapshot-2017.csv:
  // lines of BBC Food recipes (2017) the project labelled by hand; expected values adapted to the rules in ./parse-case.ts.
  ['2 tbsp chopped fresh watercress leaves, stalks reserved', 2, null, 'Tbsp', 'fresh watercress leaves'],
  ['200g/7¼oz thick double cream', 200, null, 'g', 'thick double cream'],
  ['1kg/2lb 4oz puff pastry', 1, null, 'kg', 'puff pastry'],
  ['100g/3½oz butter, cut into small pieces, plus extra for greasing', 100, null, 'g', 'butter'],
  ['2 tbsp white wine vinegar or cider vinegar', 2, null, 'Tbsp', 'white wine vinegar or cider vinegar'],
  ['50ml/2fl oz aniseed liqueur', 50, null, 'ml', 'aniseed liqueur'],
  ['1 large orange, finely grated zest and segmented fruit', 1, null, null, 'orange'],
  ['30g/1oz dark muscovado sugar', 30, null, 'g', 'dark muscovado sugar'],
  ['350ml/12fl oz lukewarm water', 350, null, 'ml', 'water'],
  ['125ml/4½floz water', 125, null, 'ml', 'water'],
  ['6 lime leaves, torn', 6, null, null, 'lime leaves'],
  ['200ml/7fl oz limoncello liqueur', 200, null, 'ml', 'limoncello liqueur'],
  ['butter, for frying', null, null, null, 'butter'],
  ['500g/1lb 2oz 00 pasta flour', 500, null, 'g', '00 pasta flour'],
  ['1 orange, zest only, finely grated', 1, null, null, 'orange'],
  ['2 free-range eggs, hard-boiled and finely chopped', 2, null, null, 'free-range eggs'],
  ['3 macaroon biscuits', 3, null, null, 'macaroon biscuits'],
  ['65g/2½oz unsalted butter', 65, null, 'g', 'unsalted butter'],
  ['500g/1lb 2oz good quality milk chocolate (minimum 40% cocoa solids)', 500, null, 'g', 'milk chocolate'],
  ['160g/5¾oz clear honey', 160, null, 'g', 'clear honey'],
  ['around 2 tbsp milk', 2, null, 'Tbsp', 'milk'],
  ['425ml/3/4pt fresh strong black coffee', 425, null, 'ml', 'fresh strong black coffee'],
  ['9 free-range egg yolks', 9, null, null, 'free-range egg yolks'],
  ['sea salt and crushed black pepper', null, null, null, 'sea salt and black pepper'],
  ['3 tbsp rapeseed oil, or olive oil', 3, null, 'Tbsp', 'rapeseed oil'],
  ['1 orange, freshly squeezed juice only', 1, null, null, 'orange'],
  ['orange food colouring', null, null, null, 'orange food colouring'],
  ['espresso or strong-brewed coffee', null, null, null, 'espresso or strong-brewed coffee'],
  ['825g/1lb 13oz strong white flour', 825, null, 'g', 'strong white flour'],
  ['3 tbsp soya milk', 3, null, 'Tbsp', 'soya milk'],
  ['25g/1oz raisins, soaked in hot water for 10 minutes', 25, null, 'g', 'raisins'],
  ['100g/3½oz cornflour', 100, null, 'g', 'cornflour'],
  ['140g/5oz icing sugar, plus extra for dusting', 140, null, 'g', 'icing sugar'],
  ['4 slices pineapple', 4, null, 'slice', 'pineapple'],
  ['225g/8oz light soft brown sugar', 225, null, 'g', 'light soft brown sugar'],
  ['3 tbsp hot water', 3, null, 'Tbsp', 'water'],
  ['340g/11¾oz plain flour', 340, null, 'g', 'plain flour'],
  ['3 red chillies, seeds removed and chopped', 3, null, null, 'red chillies'],
  ['3 sheets ready-made filo pastry, cut in half', 3, null, 'sheet', 'ready-made filo pastry'],
  ['10g/¼ oz blackcurrant compote', 10, null, 'g', 'blackcurrant compote'],
  ['sprigs of lemon balm, to garnish', null, null, null, 'lemon balm'],
  [
    '3 free-range egg whites, whisked in a clean bowl until stiff peaks form when the whisk is removed',
    3,
    null,
    null,
    'free-range egg whites',
  ],
  ['1 sheet ready-made puff pastry', 1, null, 'sheet', 'ready-made puff pastry'],
  ['500ml/17fl oz vegetable oil for frying', 500, null, 'ml', 'vegetable oil'],
  ['3 tbsp sunflower or rapeseed oil', 3, null, 'Tbsp', 'sunflower or rapeseed oil'],
  ['2 nests egg noodles', 2, null, null, 'egg noodles'],
  ['1 vanilla pod, seeds removed and pod kept', 1, null, null, 'vanilla pod'],
  ['3 tbsp sea salt', 3, null, 'Tbsp', 'sea salt'],
  ['2 gelatine leaves, soaked in water for at least five minutes', 2, null, null, 'gelatine leaves'],
  ['1 red pepper, seeds removed, chopped', 1, null, null, 'red pepper'],
  ['1kg/2¼lb carrots, sliced', 1, null, 'kg', 'carrots'],
  ['6 tbsp cold water', 6, null, 'Tbsp', 'water'],
  // strangetom/ingredient-parser (MIT), train/data/cookstr/cookstr-ingredients-snapshot-2017.csv:
  // lines of cookstr.com recipes (2017) with that project's labels, adapted to the rules in ./parse-case.ts.
  ['2 medium-size carrots (for about 1 cup chopped)', 2, null, null, 'carrots'],
  ['1 tsp honey', 1, null, 'tsp', 'honey'],
  ['2 cups soybean or other vegetable oil', 2, null, 'cup', 'soybean or other vegetable oil'],
  ['¼–½ teaspoon grated nutmeg', 0.25, 0.5, 'tsp', 'nutmeg'],
  ['1 lime, sliced into 1/8-inch rounds (optional)', 1, null, null, 'lime'],
  ['1 tablespoons unsalted butter', 1, null, 'Tbsp', 'unsalted butter'],
  [
    '2 (50 mL) egg yolks, at room temperature, or ¼ cup pasteurized eggs (liquid or in the shell) (see Notes)',
    2,
    null,
    null,
    'egg yolks',
  ],
  ['Finely grated zest and juice of ½ orange', null, null, null, 'orange'],
  ['2 recipes Pie Dough, made with lard', 2, null, null, 'Pie Dough'],
  ['1 tablespoon fresh lemon juice, or more to taste', 1, null, 'Tbsp', 'fresh lemon juice'],
  ['8 cups water or chicken stock or veal stock', 8, null, 'cup', 'water or chicken stock or veal stock'],
  ['Hot water', null, null, null, 'water'],
  ['7 oz (200g) carrots, peeled and sliced', 7, null, 'oz', 'carrots'],
  ['2 slices of sturdy white bread, torn into pieces', 2, null, 'slice', 'sturdy white bread'],
  ['¾ cup boiling water', 0.75, null, 'cup', 'water'],
  ['Four 1-ounce squares bittersweet chocolate', 4, null, 'square', 'bittersweet chocolate'],
  ['2 tsp. pure vanilla extract', 2, null, 'tsp', 'pure vanilla extract'],
  ['3½ ounces (98 g) sugar', 3.5, null, 'oz', 'sugar'],
  ['Lemon juice, to prevent browning', null, null, null, 'Lemon juice'],
  ['8 large egg whites', 8, null, null, 'egg whites'],
  ['3 hard-boiled eggs, peeled', 3, null, null, 'eggs'],
  ['1 cup/150 g dried currants', 1, null, 'cup', 'dried currants'],
  ['Zest and juice of 5 limes', null, null, null, 'limes'],
  ['¾ cup heavy cream (36%)', 0.75, null, 'cup', 'heavy cream'],
  ['1 quart best-quality chocolate chocolate chip ice cream', 1, null, 'quart', 'chocolate chocolate chip ice cream'],
  ['3 ounces fresh goat’s milk cheese, cubed', 3, null, 'oz', 'fresh goat’s milk cheese'],
  ['Lemon wedges, for garnish (optional)', null, null, null, 'Lemon wedges'],
  ['1 quart vegetable oil', 1, null, 'quart', 'vegetable oil'],
  ['1 tbsp (15 ml) finely grated lemon zest', 1, null, 'Tbsp', 'lemon zest'],
  ['2 tablespoons olive oil, the best you have', 2, null, 'Tbsp', 'olive oil'],
  ['1/2 cup (57 g) coarsely chopped walnuts (see Notes)', 0.5, null, 'cup', 'walnuts'],
  ['½ cup (125 mL) corn syrup', 0.5, null, 'cup', 'corn syrup'],
  [
    '1 tablespoon each chopped fresh flat-leaf parsley and thyme, minced garlic, and grated orange zest for garnish',
    1,
    null,
    'Tbsp',
    'fresh flat-leaf parsley and thyme',
  ],
  ['¾ cup warm (about 105°F) water', 0.75, null, 'cup', 'water'],
  ['2 tbsp chopped lemon thyme leaves', 2, null, 'Tbsp', 'lemon thyme leaves'],
  ['4 slices (½-inch/1 cm thick slices) sourdough bread', 4, null, 'slice', 'sourdough bread'],
  ['2 to 3 tablespoons grated lemon zest', 2, 3, 'Tbsp', 'lemon zest'],
  ['Asian sesame oil, to drizzle', null, null, null, 'Asian sesame oil'],
  ['½ teaspoon juniper berries', 0.5, null, 'tsp', 'juniper berries'],
  ['1/3 cup virgin olive oil', 1 / 3, null, 'cup', 'virgin olive oil'],
  [
    '2½ cups unbleached all purpose flour, plus more for the tork surface',
    2.5,
    null,
    'cup',
    'unbleached all purpose flour',
  ],
  ['1 large egg yolk, at room temperature', 1, null, null, 'egg yolk'],
  ['Tomatillo or tomato salsa and lime wedges', null, null, null, 'Tomatillo or tomato salsa and lime wedges'],
  ['3 cups (710 ml) fresh carrot juice', 3, null, 'cup', 'fresh carrot juice'],
  ['Small wedges of lime', null, null, null, 'lime'],
  ['1/2 ounce fresh cake yeast or 1 package active dry yeast', 0.5, null, 'oz', 'fresh cake yeast'],
  ['10 good strawberries', 10, null, null, 'strawberries'],
  ['1/3 cup raisins or currants (optional)', 1 / 3, null, 'cup', 'raisins or currants'],
  ['1/2 to 1 cup nuts, lightly toasted (or not; go rogue)', 0.5, 1, 'cup', 'nuts'],
  ['Vegetable oil (and lard, optional, 3 parts oil to 1 part lard), for frying', null, null, null, 'Vegetable oil'],
  ['1 black cardamom pod', 1, null, null, 'black cardamom pod'],
  ['1 cup canned pumpkin purée (not pumpkin pie mix)', 1, null, 'cup', 'canned pumpkin purée'],
  ['½ teaspoon Kosher or sea salt', 0.5, null, 'tsp', 'Kosher or sea salt'],
  ['1 tsp ground cinnamon', 1, null, 'tsp', 'ground cinnamon'],
  ['1 tsp salt or to taste 5 mL', 1, null, 'tsp', 'salt'],
  ['1 cup blood orange juice', 1, null, 'cup', 'blood orange juice'],
  // strangetom/ingredient-parser (MIT), train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv at
  // commit 43beba75433c7a5a4ac31bb7fae01a537620c526: the cleaned New York Times data of nytimes/ingredient-phrase-tagger
  // (Apache-2.0), adapted to the rules in ./parse-case.ts.
  ['1/3 cup plus 1/4 cup kirsch or dark rum', 7 / 12, null, 'cup', 'kirsch or dark rum'],
  ['1 teaspoon pure vanilla extract', 1, null, 'tsp', 'pure vanilla extract'],
  [
    'About 7 scallions, damaged leaves removed and discarded; cut into 1/2-inch pieces (about 1 1/2 cups), both white and green parts',
    7,
    null,
    null,
    'scallions',
  ],
  ['1/4 cup whole allspice, crushed or grated', 0.25, null, 'cup', 'whole allspice'],
  ['1 cup unsweetened canned coconut milk', 1, null, 'cup', 'unsweetened canned coconut milk'],
  ['1 15-ounce can of black beans, no salt added', 1, null, 'can', 'black beans'],
  ['1/2 pound unsalted butter, cut in 1/2-inch pieces', 0.5, null, 'lb', 'unsalted butter'],
  ['2 quarts water', 2, null, 'quart', 'water'],
  ["1/2 cup confectioners' sugar, plus 1 tablespoon", 0.5, null, 'cup', "confectioners' sugar"],
  ['2 cups rye flour', 2, null, 'cup', 'rye flour'],
  ['2 3/4 cups whole-wheat flour', 2.75, null, 'cup', 'whole-wheat flour'],
  ['1 cups water', 1, null, 'cup', 'water'],
  ['3 teaspoons kosher salt', 3, null, 'tsp', 'kosher salt'],
  ['Milk for thinning if necessary', null, null, null, 'Milk'],
  ['6 large white onions', 6, null, null, 'white onions'],
  ['Pinch of cinnamon', 1, null, 'pinch', 'cinnamon'],
  ['Freshly ground pepper, preferably white, to taste', null, null, null, 'pepper'],
  ['Salt and black pepper to taste', null, null, null, 'Salt and black pepper'],
  ['1 vanilla bean', 1, null, null, 'vanilla bean'],
  ['2 tablespoons neutral oil, like grapeseed, corn or canola', 2, null, 'Tbsp', 'neutral oil'],
  ['2 large eggs, separated', 2, null, null, 'eggs'],
  ['1/2 teaspoon kosher salt, more to taste', 0.5, null, 'tsp', 'kosher salt'],
  ['1/4 cup heavy cream if available, or evaporated milk', 0.25, null, 'cup', 'heavy cream'],
  ['1/2 teaspoon sugar', 0.5, null, 'tsp', 'sugar'],
  ['4 nickel-size slices of peeled fresh ginger', 4, null, 'slice', 'fresh ginger'],
  ['2 limes, cut into wedges', 2, null, null, 'limes'],
  ['2 tablespoons olive oil, approximately', 2, null, 'Tbsp', 'olive oil'],
  ['3 tablespoons brandy', 3, null, 'Tbsp', 'brandy'],
  ['10 ounces semisweet or bittersweet chocolate', 10, null, 'oz', 'semisweet or bittersweet chocolate'],
  ['1 large Bartlett pear, peeled, cored and grated', 1, null, null, 'Bartlett pear'],
  ['2 medium egg yolks', 2, null, null, 'egg yolks'],
  ['1 cup unsalted butter, plus butter for greasing pan', 1, null, 'cup', 'unsalted butter'],
  ['Poundcake or cookies (optional)', null, null, null, 'Poundcake or cookies'],
  ['8 tablespoons olive oil', 8, null, 'Tbsp', 'olive oil'],
  ['1 tablespoon yeast', 1, null, 'Tbsp', 'yeast'],
  ['Zest of 1 orange, in strips', null, null, null, 'orange'],
  ['4 cups flour', 4, null, 'cup', 'flour'],
  ['2 cups superfine sugar', 2, null, 'cup', 'superfine sugar'],
  ['1 1/2 teaspoons coarse salt', 1.5, null, 'tsp', 'coarse salt'],
  ['14 juniper berries', 14, null, null, 'juniper berries'],
  ['1 teaspoon finely grated lemon zest', 1, null, 'tsp', 'lemon zest'],
  ['5 cups thinly sliced leeks, white part only - about two bunches', 5, null, 'cup', 'leeks'],
  ['1 lime, cut into slices, for garnish', 1, null, null, 'lime'],
  ['1/4 cup cocoa', 0.25, null, 'cup', 'cocoa'],
  ['1/2 banana, sliced', 0.5, null, null, 'banana'],
  [
    '6 green cardamom pods, lightly crushed (or 1 heaping teaspoon ground cardamom)',
    6,
    null,
    null,
    'green cardamom pods',
  ],
  // strangetom/ingredient-parser (MIT), train/data/tastecooking/tastecooking-ingredients-snapshot-2024.csv:
  // lines of tastecooking.com recipes (2024), adapted to the rules in ./parse-case.ts.
  ['¾ c confectioners’ sugar, plus more as needed', 0.75, null, 'cup', 'confectioners’ sugar'],
  [
    '2 apples (Coxes, a British variety, are my choice, but any sharp eating apple would work), cored and cut into chunks',
    2,
    null,
    null,
    'apples',
  ],
  ['maldon sea salt and freshly ground black pepper', null, null, null, 'maldon sea salt and black pepper'],
  ['1 ½ c granulated sugar, divided', 1.5, null, 'cup', 'granulated sugar'],
  ['1 c coarse cornmeal', 1, null, 'cup', 'coarse cornmeal'],
  ['½ c (packed) dark brown sugar', 0.5, null, 'cup', 'dark brown sugar'],
  ['2 tbsp walnuts', 2, null, 'Tbsp', 'walnuts'],
  ['1 medjool date, pitted', 1, null, null, 'medjool date'],
  [
    '3 lb real baby carrots or other small carrots, preferably mixed colors, scrubbed if organic, peeled if not',
    3,
    null,
    'lb',
    'real baby carrots or other carrots',
  ],
  ['¾ c granulated sugar', 0.75, null, 'cup', 'granulated sugar'],
  ['¼ c mochiko flour', 0.25, null, 'cup', 'mochiko flour'],
  ['¼ c toasted sliced almonds', 0.25, null, 'cup', 'sliced almonds'],
  ['1 c dry white wine', 1, null, 'cup', 'dry white wine'],
  ['1 2-inch knob fresh ginger, peeled', 1, null, 'knob', 'fresh ginger'],
  ['¼ c Yuzu Pear Marmalade', 0.25, null, 'cup', 'Yuzu Pear Marmalade'],
  ['lime juice, to taste', null, null, null, 'lime juice'],
  ['120 g unsalted butter, cut into roughly 1-inch pieces', 120, null, 'g', 'unsalted butter'],
  ['½ white onion, cut into 1-inch chunks', 0.5, null, null, 'white onion'],
  ['4 tbsp yellow mustard seeds', 4, null, 'Tbsp', 'yellow mustard seeds'],
  ['Zest of 2 lemons', null, null, null, 'lemons'],
  ['1 pt dried apricots', 1, null, 'pint', 'dried apricots'],
  ['⅓ c whole milk', 1 / 3, null, 'cup', 'whole milk'],
  ['½ c long-grain white rice', 0.5, null, 'cup', 'long-grain white rice'],
  ['¾ c sea salt or kosher salt', 0.75, null, 'cup', 'sea salt or kosher salt'],
  ['1 to 2 bananas, peeled and thinly sliced into coins', 1, 2, null, 'bananas'],
  ['⅓ c canola oil', 1 / 3, null, 'cup', 'canola oil'],
  ['½ lb white beans, such as cannellini, soaked overnight', 0.5, null, 'lb', 'white beans'],
  ['Any-Berry Compote', null, null, null, 'Any-Berry Compote'],
  ['1 c heavy cream (with at least 35% butterfat)', 1, null, 'cup', 'heavy cream'],
  ['1 c unsalted butter, melted, plus more for the pans', 1, null, 'cup', 'unsalted butter'],
  ['6 oz white rum', 6, null, 'oz', 'white rum'],
  ['6 oz cherry tomatoes (16 to 18)', 6, null, 'oz', 'cherry tomatoes'],
  ['¾ c extra-virgin olive oil', 0.75, null, 'cup', 'extra-virgin olive oil'],
  ['1 c unsalted butter, plus more for the pan', 1, null, 'cup', 'unsalted butter'],
  ['1 tbsp orange zest, finely chopped', 1, null, 'Tbsp', 'orange zest'],
  ['12 oz orange juice', 12, null, 'oz', 'orange juice'],
  ['17 g (1 tbsp) discard sourdough starter', 17, null, 'g', 'discard sourdough starter'],
  ['1 tbsp freshly squeezed lemon juice', 1, null, 'Tbsp', 'lemon juice'],
  ['2 lg eggs, beaten', 2, null, null, 'eggs'],
  ['2 tbsp sesame oil', 2, null, 'Tbsp', 'sesame oil'],
  ['1 ½ tsp kosher salt', 1.5, null, 'tsp', 'kosher salt'],
  ['2 ¾ tsp kosher salt', 2.75, null, 'tsp', 'kosher salt'],
  ['2 tsp ground cardamom', 2, null, 'tsp', 'ground cardamom'],
  ['255 g (9 oz) milk chocolate, finely chopped', 255, null, 'g', 'milk chocolate'],
  ['Canola oil for deep-frying', null, null, null, 'Canola oil'],
  ['1 c pomegranate seeds', 1, null, 'cup', 'pomegranate seeds'],
  // strangetom/ingredient-parser (MIT), tests/: sentences its unit tests feed the parser (the file on each line);
  // expected values written here.
  ['100-200 g grated cheese', 100, 200, 'g', 'cheese'], // tests/preprocess/test_collapse_ranges.py
  ['3½ potatoes', 3.5, null, null, 'potatoes'], // tests/preprocess/test_replace_unicode_fractions.py
  ['3 ⅔ potatoes', 3 + 2 / 3, null, null, 'potatoes'], // tests/preprocess/test_replace_unicode_fractions.py
  ['1 pound melted butter, about 3 1/3 cups', 1, null, 'lb', 'butter'], // tests/preprocess/test_identify_fractions.py
  ['pinch of salt', 1, null, 'pinch', 'salt'], // tests/preprocess/test_identify_fractions.py
  ['1 x 390 g jar roasted red peppers', 1, null, 'jar', 'roasted red peppers'], // tests/preprocess/test_merge_quantity_x.py
  ['100g plain flour', 100, null, 'g', 'plain flour'], // tests/preprocess/test_split_quantity_and_units.py
  ['2-pound whole chicken', null, null, null, 'whole chicken'], // tests/preprocess/test_split_quantity_and_units.py
  ['2.5cups orange juice', 2.5, null, 'cup', 'orange juice'], // tests/preprocess/test_split_quantity_and_units.py
  ['1 cup + 2 tablespoons (about 5 ounces) all-purpose flour', 1.125, null, 'cup', 'all-purpose flour'], // tests/postprocess/test_composite_amounts_pattern.py
  ['1 cup and 2 tablespoons (about 5 ounces) all-purpose flour', 1.125, null, 'cup', 'all-purpose flour'], // tests/postprocess/test_composite_amounts_pattern.py
  ['1 cup minus 2 tablespoons (about 5 ounces) all-purpose flour', 0.875, null, 'cup', 'all-purpose flour'], // tests/postprocess/test_composite_amounts_pattern.py
  ['1.5 litres/2 pints 12¾fl oz water', 1.5, null, 'l', 'water'], // tests/postprocess/test_composite_amounts_pattern.py
  ['500g/1lb 2oz pecorino romano cheese (or a vegetarian alternative)', 500, null, 'g', 'pecorino romano cheese'], // tests/postprocess/test_composite_amounts_pattern.py
  ['2 14 ounce cans of coconut milk', 2, null, 'can', 'coconut milk'], // tests/postprocess/test_postprocess.py
  ['1 cup flour ($0.20)', 1, null, 'cup', 'flour'], // tests/preprocess/test_remove_price_annotations.py
  ['1 cup flour (organic)', 1, null, 'cup', 'flour'], // tests/preprocess/test_remove_price_annotations.py
  ['Wedges of lemon', null, null, null, 'lemon'], // tests/preprocess/test_singlarise_units.py
  ['1 tsp cloves', 1, null, 'tsp', 'cloves'], // tests/parser/test_cloves.py
  ['1 garlic clove', 1, null, null, 'garlic clove'], // tests/parser/test_cloves.py
  // jakeboone02/parse-ingredient (MIT, (c) 2021 Jake Boone), src/parseIngredientTests.ts: its English cases
  // ('stuff' is its placeholder food); expected values written here.
  ['1 cup of stuff', 1, null, 'cup', 'stuff'],
  ['1 — 2 cups stuff', 1, 2, 'cup', 'stuff'],
  ['1 or 2 bananas', 1, 2, null, 'bananas'],
  ['a bunch of bananas', 1, null, 'bunch', 'bananas'],
  ['3 Tbsp. unsalted butter, divided', 3, null, 'Tbsp', 'unsalted butter'],
  ['stuff 1-2 cups', 1, 2, 'cup', 'stuff'],
  ['stuff 1 to 2 cups', 1, 2, 'cup', 'stuff'],
  ['bananas 1 or 2', 1, 2, null, 'bananas'],
  ['Stuff: 300mg', 300, null, 'mg', 'Stuff'],
  ['3 CUPS flour', 3, null, 'cup', 'flour'],
  ['sugar 2 Grams', 2, null, 'g', 'sugar'],
];
