/**
 * Ingredient lines to tune the parser on: the development set.
 *
 * What each line must give and where the lines come from: ./parse-case.ts. Lines were drawn at random
 * (fixed seed) and assigned to the development or the held-out set by a hash of their text.
 */
import type { ParseCase } from './parse-case';

export const DEV_LINES: readonly ParseCase[] = [
  // hhursev/recipe-scrapers (MIT), tests/test_data/<site>/<page>.json: one line of a baking recipe's
  // `ingredients` (pages whose title or category names a bake), the page on each line; expected values written here.
  ['57g softened unsalted butter (4 Tbsp)', 57, null, 'g', 'unsalted butter'], // breadtopia.com/breadtopia.json
  ['½ cup whole milk', 0.5, null, 'cup', 'whole milk'], // tastefullygrace.com/tastefullygrace_2.json
  ['¾ cup sugar', 0.75, null, 'cup', 'sugar'], // kitchendivas.com/kitchendivas_1.json
  ['50g cornflour', 50, null, 'g', 'cornflour'], // waitrose.com/waitrose.json
  ['Red and green food coloring (I used Americolor gel colors)', null, null, null, 'Red and green food coloring'], // sugarhero.com/sugarhero_1.json
  ['1 tsp vanilla extract', 1, null, 'tsp', 'vanilla extract'], // wyseguide.com/wyseguide_1.json
  ['1 tablespoon vanilla extract', 1, null, 'Tbsp', 'vanilla extract'], // teakandthyme.com/teakandthyme_1.json
  ['250 ml cream 1 cup', 250, null, 'ml', 'cream'], // drizzleanddip.com/drizzleanddip_2.json
  ['1/4 teaspoon pure almond extract (optional)', 0.25, null, 'tsp', 'pure almond extract'], // rainbowplantlife.com/rainbowplantlife.json
  ['200 ml whipping cream (or heavy cream)', 200, null, 'ml', 'whipping cream'], // vegrecipesofindia.com/vegrecipesofindia_1.json
  ['powdered sugar', null, null, null, 'powdered sugar'], // spicysouthernkitchen.com/spicysouthernkitchen_1.json
  ['¼ cup white sugar', 0.25, null, 'cup', 'white sugar'], // tastyoven.com/tastyoven_2.json
  ['8 ounces Cream Cheese', 8, null, 'oz', 'Cream Cheese'], // thinlicious.com/thinlicious_2.json
  ['1 tablespoon baking powder', 1, null, 'Tbsp', 'baking powder'], // altonbrown.com/altonbrown_1.json
  ['1/4 teaspoon fine sea salt', 0.25, null, 'tsp', 'fine sea salt'], // thespruceeats.com/thespruceeats_2.json
  ['1 tsp sea salt', 1, null, 'tsp', 'sea salt'], // eatingeuropean.com/eatingeuropean_1.json
  ['1/2 cup granulated sugar', 0.5, null, 'cup', 'granulated sugar'], // laurenslatest.com/laurenslatest_1.json
  ['2 tsp. vanilla extract', 2, null, 'tsp', 'vanilla extract'], // thepioneerwoman.com/thepioneerwoman_2.json
  ['2 1/2 cups (12 1/2 oz./390 g) all-purpose flour', 2.5, null, 'cup', 'all-purpose flour'], // williams-sonoma.com/williamssonoma_2.json
  [
    '8 oz cold mascarpone cheese (if you don’t have mascarpone cheese, you can use cream cheese)',
    8,
    null,
    'oz',
    'mascarpone cheese',
  ], // savorythoughts.com/savorythoughts_2.json
  ['1 unbaked pie crust (1/2 of my recipe)', 1, null, null, 'pie crust'], // houseofnasheats.com/houseofnasheats_1.json
  ['1 Tablespoon granulated sugar', 1, null, 'Tbsp', 'granulated sugar'], // deliciouslysprinkled.com/deliciouslysprinkled_2.json
  ['1 1/2 cups sugar', 1.5, null, 'cup', 'sugar'], // tidymom.net/tidymom_2.json
  ['2 bananas sliced', 2, null, null, 'bananas'], // smalltownwoman.com/smalltownwoman_2.json
  ['3/4 teaspoon ground nutmeg (decrease if using freshly-ground)', 0.75, null, 'tsp', 'ground nutmeg'], // aberlehome.com/aberlehome_2.json
  ['240g cold water', 240, null, 'g', 'water'], // cloudykitchen.com/cloudykitchen_1.json
  ['1-2 teaspoons milk', 1, 2, 'tsp', 'milk'], // laurenslatest.com/laurenslatest_2.json
  ['1-2 tbsp milk or water', 1, 2, 'Tbsp', 'milk or water'], // scrambledandscrumptious.com/scrambledandscrumptious_2.json
  [
    '1 tbsp International Delight® Peppermint Mocha Coffee Creamer',
    1,
    null,
    'Tbsp',
    'International Delight® Peppermint Mocha Coffee Creamer',
  ], // cookinglsl.com/cookinglsl_2.json
  ['butter (ghee, or shortening for greasing the pan)', null, null, null, 'butter'], // zenbelly.com/zenbelly_1.json
  ['1 Tablespoon Butter', 1, null, 'Tbsp', 'Butter'], // ohsweetbasil.com/ohsweetbasil_2.json
  ['2 cups warm water divided', 2, null, 'cup', 'water'], // bigoven.com/bigoven_1.json
  ['10 boneless, skinless chicken thighs (2 lb. 3 oz.), halved', 10, null, null, 'boneless, skinless chicken thighs'], // saveur.com/saveur.json
  ['1 teaspoon ground ginger', 1, null, 'tsp', 'ground ginger'], // cookingwithjanica.com/cookingwithjanica_2.json
  ['½ cup popping corn', 0.5, null, 'cup', 'popping corn'], // kikkoman.eu/kikkoman_1.json
  ['2 teaspoon baking powder', 2, null, 'tsp', 'baking powder'], // joyfullymad.com/joyfullymad_1.json
  ['2 TBSP olive oil', 2, null, 'Tbsp', 'olive oil'], // sizzlefish.com/sizzlefish_1.json
  ['1/2 teaspoon salt', 0.5, null, 'tsp', 'salt'], // tasteandtellblog.com/tasteandtellblog_2.json
  [
    '1 pound macaroni noodles, (uncooked (16oz or 454g) (Use gluten free if needed))',
    1,
    null,
    'lb',
    'macaroni noodles',
  ], // makeitdairyfree.com/makeitdairyfree_1.json
  ['6 tablespoons softened cream cheese', 6, null, 'Tbsp', 'cream cheese'], // errenskitchen.com/errenskitchen_2.json
  ['Water, as needed, filtered or bottled spring water', null, null, null, 'Water'], // theglutenfreeaustrian.com/theglutenfreeaustrian_1.json
  ['1/2 cup white sugar', 0.5, null, 'cup', 'white sugar'], // lmld.org/lmld_1.json
  ['1 teaspoon orange zest', 1, null, 'tsp', 'orange zest'], // thefirstmess.com/thefirstmess_1.json
  ['6 ounces raspberries', 6, null, 'oz', 'raspberries'], // celebratingsweets.com/celebratingsweets_1.json
  ['½ cup chopped pecans (optional)', 0.5, null, 'cup', 'pecans'], // goodstuff.recipes/goodstuffrecipes_2.json
  ['½ cup all purpose flour', 0.5, null, 'cup', 'all purpose flour'], // carriesexperimentalkitchen.com/carriesexperimentalkitchen_2.json
  ['¼ cup whole wheat flour', 0.25, null, 'cup', 'whole wheat flour'], // acouplecooks.com/acouplecooks_2.json
  ['1 cup granulated sugar', 1, null, 'cup', 'granulated sugar'], // theppk.com/postpunkkitchen_1.json
  ['10 grams cornstarch', 10, null, 'g', 'cornstarch'], // theglutenfreeaustrian.com/theglutenfreeaustrian_2.json
  ['2 medium eggs', 2, null, null, 'eggs'], // goodhousekeeping.com/goodhousekeeping_4.json
  ['2 teaspoon vanilla extract', 2, null, 'tsp', 'vanilla extract'], // moscatomom.com/moscatomom_2.json
  ['2 tablespoons granulated sugar', 2, null, 'Tbsp', 'granulated sugar'], // tastinghistory.com/tastinghistory_1.json
  ['1/2 cup oil', 0.5, null, 'cup', 'oil'], // thebigmansworld.com/thebigmansworld_2.json
  ['egg wash (1 egg whisked with a teaspoon of water)', null, null, null, 'egg wash'], // everydaypie.com/everydaypie_1.json
  ['115 g plain flour', 115, null, 'g', 'plain flour'], // mykitchen101en.com/mykitchen101en.json
  ['1 package store-bought angel food cake', 1, null, 'package', 'store-bought angel food cake'], // justapinch.com/justapinch_1.json
  ['1 tbsp. butter, melted', 1, null, 'Tbsp', 'butter'], // delish.com/delish_1.json
  ['1/4 cup orange juice (juice from 1/2 orange)', 0.25, null, 'cup', 'orange juice'], // myplate.gov/usdamyplate_1.json
  ['1 8oz package cream cheese, softened', 1, null, 'package', 'cream cheese'], // dashfordinner.com/dashfordinner_2.json
  ['⅛ teaspoon salt', 0.125, null, 'tsp', 'salt'], // biggerbolderbaking.com/biggerbolderbaking_1.json
  ['1/2 cup (112 g) unsalted butter, very softened', 0.5, null, 'cup', 'unsalted butter'], // inbloombakery.com/inbloombakery.json
  ['1 teaspoon vanilla extract', 1, null, 'tsp', 'vanilla extract'], // joyfullymad.com/joyfullymad_2.json
  ['1/8 tsp fine sea salt', 0.125, null, 'tsp', 'fine sea salt'], // mykoreankitchen.com/mykoreankitchen.json
  ['½ tbsp apple cider vinegar', 0.5, null, 'Tbsp', 'apple cider vinegar'], // thinlicious.com/thinlicious_1.json
  ['1 ½ cups (339g) unsalted butter (softened)', 1.5, null, 'cup', 'unsalted butter'], // crazyforcrust.com/crazyforcrust_1.json
  ['1/4 cup powdered sugar (or granulated sugar)', 0.25, null, 'cup', 'powdered sugar'], // dashfordinner.com/dashfordinner_1.json
  ['1/2 cup heavy cream', 0.5, null, 'cup', 'heavy cream'], // howtocook.recipes/howtocook_2.json
  ['1 tbsp grass-fed beef gelatin', 1, null, 'Tbsp', 'grass-fed beef gelatin'], // primaledgehealth.com/primaledgehealth.json
  ['3/4 cup whole milk', 0.75, null, 'cup', 'whole milk'], // empirecipes.com/empirecipes_1.json
  ['½ cup (113g) Unsalted butter, melted', 0.5, null, 'cup', 'Unsalted butter'], // beyondfrosting.com/beyondfrosting_1.json
  ['¾ cup frozen peas', 0.75, null, 'cup', 'frozen peas'], // farmhouseonboone.com/farmhouseonboone_1.json
  ['optional: 50g chopped nuts', 50, null, 'g', 'nuts'], // jamieoliver.com/jamieoliver_1.json
  [
    '2 2/3 cups gluten-free baking flour (I used Bob’s Red Mill 1-to-1 Gluten Free Baking Flour )',
    2 + 2 / 3,
    null,
    'cup',
    'gluten-free baking flour',
  ], // cleaneatingkitchen.com/cleaneatingkitchen_1.json
  ['1/4 cup (85g) molasses', 0.25, null, 'cup', 'molasses'], // kingarthurbaking.com/kingarthur.json
  ['1 cup peanut butter', 1, null, 'cup', 'peanut butter'], // recipeland.com/recipeland_1.json
  ['1/2 teaspoon dried dill weed', 0.5, null, 'tsp', 'dried dill weed'], // bakerbynature.com/bakerbynature_1.json
  ['1 1/2 cups white sugar', 1.5, null, 'cup', 'white sugar'], // savorynothings.com/savorynothings_1.json
  ['2 tbsp unsalted butter, softened', 2, null, 'Tbsp', 'unsalted butter'], // theclevercarrot.com/theclevercarrot_1.json
  ['8 ounces (226g) cream cheese, softened', 8, null, 'oz', 'cream cheese'], // crazyforcrust.com/crazyforcrust_2.json
  ['4 tsp. fresh lemon juice', 4, null, 'tsp', 'fresh lemon juice'], // delish.com/delish_2.json
  ['1/2 cup coconut sugar (plus more to taste if needed)', 0.5, null, 'cup', 'coconut sugar'], // asweetpeachef.com/asweetpeachef_1.json
  ['1 pound bulk pork breakfast sausage (I like Jimmy Dean Regular)', 1, null, 'lb', 'bulk pork breakfast sausage'], // thefoodcharlatan.com/thefoodcharlatan_2.json
  ['1 cup cold water', 1, null, 'cup', 'water'], // ourbestbites.com/ourbestbites_1.json
  ['½ teaspoon EACH: garlic powder AND smoked paprika', 0.5, null, 'tsp', 'garlic powder AND smoked paprika'], // littlespicejar.com/littlespicejar.json
  ['1 banana', 1, null, null, 'banana'], // vegansociety.com/vegansociety_1.json
  ['3/4 cup granulated sugar', 0.75, null, 'cup', 'granulated sugar'], // natashaskitchen.com/natashaskitchen_2.json
  ['Wheat flour', null, null, null, 'Wheat flour'], // bakels.co.uk/bakels_1.json
  ['1/2 teaspoon ground cinnamon', 0.5, null, 'tsp', 'ground cinnamon'], // cafedelites.com/cafedelites_1.json
  ['1/4 cup butter room temp.', 0.25, null, 'cup', 'butter'], // bigoven.com/bigoven_2.json
  ['1 cup whole milk (240ml)', 1, null, 'cup', 'whole milk'], // houseofnasheats.com/houseofnasheats_2.json
  ['1/2 cup unsweetened cocoa powder', 0.5, null, 'cup', 'unsweetened cocoa powder'], // mybakingaddiction.com/mybakingaddiction.json
  ['1/2 cup butter, room temperature', 0.5, null, 'cup', 'butter'], // cookiesandcups.com/cookiesandcups_2.json
  ['¼ teaspoon nutmeg', 0.25, null, 'tsp', 'nutmeg'], // afarmgirlsdabbles.com/afarmgirlsdabbles_2.json
  ['2 teaspoons salt', 2, null, 'tsp', 'salt'], // tasty.co/tasty_2.json
  ['2 tablespoons flour', 2, null, 'Tbsp', 'flour'], // everyday-delicious.com/everydaydelicious_1.json
  ['2 1/3 cups All-purpose flour', 2 + 1 / 3, null, 'cup', 'All-purpose flour'], // cakewhiz.com/cakewhiz_2.json
  ['1 to 2 whole star anise, optional', 1, 2, null, 'whole star anise'], // inspiredtaste.net/inspiredtaste_1.json
  ['10 T butter, divided', 10, null, 'Tbsp', 'butter'], // amberskitchencooks.com/amberskitchencooks_2.json
  ['2 cups (450 g) cooked and puréed pumpkin (or plain canned pumpkin)', 2, null, 'cup', 'pumpkin'], // en.wikibooks.org/wikicookbook.json
  ['1 cup light corn syrup', 1, null, 'cup', 'light corn syrup'], // culinaryhill.com/culinaryhill_1.json
  ['½ tsp sea salt', 0.5, null, 'tsp', 'sea salt'], // organicallyaddison.com/organicallyaddison_1.json
  ['2 cups sugar', 2, null, 'cup', 'sugar'], // saltpepperskillet.com/saltpepperskillet_2.json
  ['12 strawberries (can be dipped in chocolate)', 12, null, null, 'strawberries'], // baking-sense.com/bakingsense_2.json
  ['1 egg', 1, null, null, 'egg'], // figjar.com/figjar_2.json
  ['1/4 cup (50g) granulated sugar, divided', 0.25, null, 'cup', 'granulated sugar'], // sallysbakingaddiction.com/sallysbakingaddiction_2.json
  ['2¼ teaspoons cinnamon (ground)', 2.25, null, 'tsp', 'cinnamon'], // garlicandzest.com/garlicandzest_2.json
  ['1 cup all-purpose flour (not self rising flour)', 1, null, 'cup', 'all-purpose flour'], // blessthismessplease.com/blessthismessplease_1.json
  ['200ml/7¼oz double cream, whipped (optional)', 200, null, 'ml', 'double cream'], // bbc.com/bbcfood_1.json
  ['1/2 tsp baking soda', 0.5, null, 'tsp', 'baking soda'], // thepalatablelife.com/thepalatablelife_2.json
  ['2 tablespoons butter (melted)', 2, null, 'Tbsp', 'butter'], // blessthismessplease.com/blessthismessplease_2.json
  ['1/2 tsp salt', 0.5, null, 'tsp', 'salt'], // thepalatablelife.com/thepalatablelife_1.json
  ['1 cup Whole Milk', 1, null, 'cup', 'Whole Milk'], // theicecreamconfectionals.com/theicecreamconfectionals_1.json
  ['1 cup butter', 1, null, 'cup', 'butter'], // tasteandtellblog.com/tasteandtellblog_1.json
  ['1/2 teaspoon vanilla extract, (or maple syrup)', 0.5, null, 'tsp', 'vanilla extract'], // thevintagemixer.com/thevintagemixer_2.json
  ['185g/6½oz plain flour', 185, null, 'g', 'plain flour'], // bbc.com/bbcfood_2.json
  ['Maple syrup, to serve', null, null, null, 'Maple syrup'], // donalskehan.com/donalskehan_1.json
  ['another 250 ml (1 cup + 2 tsp) milk', 250, null, 'ml', 'milk'], // tasteatlas.com/tasteatlas.json
  ['2½ cups carrots (finely grated)', 2.5, null, 'cup', 'carrots'], // theplantbasedschool.com/theplantbasedschool_2.json
  ['1 cup golden raisins (optional)', 1, null, 'cup', 'golden raisins'], // lolascocina.com/lolascocina_1.json
  ['pepper, to taste', null, null, null, 'pepper'], // grouprecipes.com/grouprecipes.json
  ['2 Eggs large', 2, null, null, 'Eggs'], // ohsweetbasil.com/ohsweetbasil_1.json
  ['1/2 cup cherries, (pitted and chopped)', 0.5, null, 'cup', 'cherries'], // thevintagemixer.com/thevintagemixer_1.json
  ['½ teaspoon white vinegar', 0.5, null, 'tsp', 'white vinegar'], // bitsofcarey.com/bitsofcarey_3.json
  ['2 ¾ cups granulated sugar', 2.75, null, 'cup', 'granulated sugar'], // grandbaby-cakes.com/grandbabycakes_2.json
  ['1 ½ cups (375 mL) whipping cream (35%)', 1.5, null, 'cup', 'whipping cream'], // eggs.ca/eggsca_1.json
  ['1 recipe all-butter pie crust (or store bought single layer pie crust)', 1, null, null, 'all-butter pie crust'], // somuchfoodblog.com/somuchfoodblog_1.json
  ['¼ teaspoon salt', 0.25, null, 'tsp', 'salt'], // savorynothings.com/savorynothings_2.json
  ['3 very ripe medium tomatoes', 3, null, null, 'tomatoes'], // lanascooking.com/lanascooking_1.json
  ['½ teaspoon baking powder', 0.5, null, 'tsp', 'baking powder'], // onceuponachef.com/onceuponachef_1.json
  ['300 g sugar', 300, null, 'g', 'sugar'], // bongeats.com/bongeats_2.json
  [
    '1 can (8 oz) refrigerated Pillsbury™ Original Crescent Dough Sheet',
    1,
    null,
    'can',
    'refrigerated Pillsbury™ Original Crescent Dough Sheet',
  ], // bettycrocker.com/bettycrocker_1.json
  // strangetom/ingredient-parser (MIT, (c) 2021 Tom Strange), train/data/bbc/bbc-ingredients-snapshot-2017.csv:
  // lines of BBC Food recipes (2017) the project labelled by hand; expected values adapted to the rules in ./parse-case.ts.
  ['½ orange, finely grated zest and juice only', 0.5, null, null, 'orange'],
  ['handful blueberries', 1, null, 'handful', 'blueberries'],
  ['¼ nutmeg, grated', 0.25, null, null, 'nutmeg'],
  ['100ml/3½fl oz white wine or vermouth', 100, null, 'ml', 'white wine or vermouth'],
  ['60ml/2fl oz double cream', 60, null, 'ml', 'double cream'],
  ['5 tsp fish sauce or 1 tsp salt, to taste', 5, null, 'tsp', 'fish sauce'],
  [
    '1 small butternut squash (approximately 800g/1lb 12oz), scrubbed, deseeded, chopped into chunks',
    1,
    null,
    null,
    'butternut squash',
  ],
  ['510g/1lb 2oz plain flour, plus extra for flouring', 510, null, 'g', 'plain flour'],
  ['20g/¾oz demerara sugar', 20, null, 'g', 'demerara sugar'],
  ['2 tbsp dark soft brown sugar', 2, null, 'Tbsp', 'dark soft brown sugar'],
  ['280g/10oz caster sugar', 280, null, 'g', 'caster sugar'],
  ['single cream, to serve', null, null, null, 'single cream'],
  ['1 pineapple', 1, null, null, 'pineapple'],
  ['4 tsp cumin seeds', 4, null, 'tsp', 'cumin seeds'],
  ['½ chicken stock cube, dissolved in 300ml/10½fl oz just-boiled water', 0.5, null, null, 'chicken stock cube'],
  ['85-135ml/3-5fl oz ice-cold water', 85, 135, 'ml', 'water'],
  ['1 tsp white peppercorns, crushed', 1, null, 'tsp', 'white peppercorns'],
  ['1 small tomato, skin and seeds removed, diced', 1, null, null, 'tomato'],
  ['2 tbsp coconut water', 2, null, 'Tbsp', 'coconut water'],
  ['3 gelatine leaves, soaked in cold water for 10 minutes', 3, null, null, 'gelatine leaves'],
  ['400ml/14fl oz tin coconut milk', 1, null, 'can', 'coconut milk'],
  ['300g/10½oz oat or ginger biscuits', 300, null, 'g', 'oat or ginger biscuits'],
  ['350ml/12fl oz milk, plus extra for glazing', 350, null, 'ml', 'milk'],
  ['1.5kg/3lb 5oz fresh white breadcrumbs', 1.5, null, 'kg', 'fresh white breadcrumbs'],
  ['400g/14oz fresh raspberries', 400, null, 'g', 'fresh raspberries'],
  ['300g/10½oz shortcrust pastry', 300, null, 'g', 'shortcrust pastry'],
  ['½ green pepper, seeds removed, sliced', 0.5, null, null, 'green pepper'],
  ['1 level teaspoon cornflour', 1, null, 'tsp', 'cornflour'],
  ['1kg/2lb 4oz cooked, buttered new potatoes', 1, null, 'kg', 'new potatoes'],
  ['wafer biscuits, to serve', null, null, null, 'wafer biscuits'],
  ['50g/1¾oz cherry tomatoes, chopped', 50, null, 'g', 'cherry tomatoes'],
  ['¼ carrot, peeled and cut into 5mm/¼in dice', 0.25, null, null, 'carrot'],
  ['275g/9¾oz currants', 275, null, 'g', 'currants'],
  ['rapeseed oil, for cooking', null, null, null, 'rapeseed oil'],
  ['100ml/3½fl oz hot milk', 100, null, 'ml', 'milk'],
  ['500ml/17fl oz cold water', 500, null, 'ml', 'water'],
  ['3 tbsp flour, for dusting', 3, null, 'Tbsp', 'flour'],
  ['1 tub of clotted cream', 1, null, 'tub', 'clotted cream'],
  ['50g/1¾oz shelled pistachios', 50, null, 'g', 'pistachios'],
  ['50g/1¾oz watercress, finely chopped', 50, null, 'g', 'watercress'],
  ['½ small ripe pineapple, peeled and finely chopped', 0.5, null, null, 'pineapple'],
  ['½ peach, peeled and finely chopped', 0.5, null, null, 'peach'],
  ['75g/2¾oz butter, softened, plus extra for greasing', 75, null, 'g', 'butter'],
  ['3 tbsp mustard oil or olive oil', 3, null, 'Tbsp', 'mustard oil or olive oil'],
  ['300g/10½oz white cabbage, finely shredded', 300, null, 'g', 'white cabbage'],
  ['175g/6oz Bramley apples, peeled, cored and chopped small', 175, null, 'g', 'Bramley apples'],
  ['pinch of salt, to taste (optional)', 1, null, 'pinch', 'salt'],
  ['750ml/1⅓ pints pear cider', 750, null, 'ml', 'pear cider'],
  ['2 tbsp clear honey, plus 1 tbsp extra, to serve', 2, null, 'Tbsp', 'clear honey'],
  ['2 free-range egg yolks, plus 1 free-range egg, beaten, to glaze', 2, null, null, 'free-range egg yolks'],
  ['425g/15oz strong white bread flour, plus extra for dusting', 425, null, 'g', 'strong white bread flour'],
  ['30g/1¼oz cornflour', 30, null, 'g', 'cornflour'],
  ['80ml/3¼oz apple juice', 80, null, 'ml', 'apple juice'],
  ['2 cardamom seeds, crushed', 2, null, null, 'cardamom seeds'],
  ['60g/2¼oz egg whites', 60, null, 'g', 'egg whites'],
  ['1 pear peeled, cored and quartered', 1, null, null, 'pear'],
  ['50ml/2fl oz milk or single cream', 50, null, 'ml', 'milk or single cream'],
  [
    '300g/10½oz chilled unsalted butter, 50g/1¾oz cut into cubes, the rest left in a block',
    300,
    null,
    'g',
    'unsalted butter',
  ],
  // strangetom/ingredient-parser (MIT), train/data/cookstr/cookstr-ingredients-snapshot-2017.csv:
  // lines of cookstr.com recipes (2017) with that project's labels, adapted to the rules in ./parse-case.ts.
  ['4 Tb clarified butter', 4, null, 'Tbsp', 'clarified butter'],
  ['2 teaspoons pure almond extract', 2, null, 'tsp', 'pure almond extract'],
  ['Freshly ground white pepper, if needed', null, null, null, 'white pepper'],
  ['1/3 cup sugar', 1 / 3, null, 'cup', 'sugar'],
  ['1 lb (450g) thick fresh Hokkein-style egg noodles', 1, null, 'lb', 'thick fresh Hokkein-style egg noodles'],
  ['½ cup pine nuts (3 ounces)', 0.5, null, 'cup', 'pine nuts'],
  ['¾ cup (175 mL) water', 0.75, null, 'cup', 'water'],
  ['3½ ounces (¾ cup) toasted sliced almonds', 3.5, null, 'oz', 'sliced almonds'],
  [
    '1 cup (about ½ pound) dried beans, such as a white bean, pinto, kidney, or a mixture',
    1,
    null,
    'cup',
    'dried beans',
  ],
  ['14 g/½ oz/1 tablespoon vanilla extract', 14, null, 'g', 'vanilla extract'],
  ['1 cup / 100 g cumin seeds', 1, null, 'cup', 'cumin seeds'],
  ['1 cup pecans, toasted and coarsely chopped (see Note)', 1, null, 'cup', 'pecans'],
  ['½ cups pecans, coarsely chopped', 0.5, null, 'cup', 'pecans'],
  ['1 cup warm water (105°F. to 115°F.)', 1, null, 'cup', 'water'],
  ['2 cups vegetable oil', 2, null, 'cup', 'vegetable oil'],
  [
    '1 medium-size or 2 small turnips, trimmed, peeled, and sliced into wedges the same size as the apples',
    1,
    null,
    null,
    'turnips',
  ],
  ['¼ cup coconut milk', 0.25, null, 'cup', 'coconut milk'],
  ['3 large carrots, peeled', 3, null, null, 'carrots'],
  ['1 tablespoon baking soda, sifted after measuring', 1, null, 'Tbsp', 'baking soda'],
  ['1 teaspoon peeled and finely grated fresh ginger', 1, null, 'tsp', 'fresh ginger'],
  ['3 yellow bell peppers, cored, seeds and pith removed, and thinly sliced', 3, null, null, 'yellow bell peppers'],
  ['1/3 cup warm water (95 to 105 degrees)', 1 / 3, null, 'cup', 'water'],
  ['½ cup finely chopped pecans', 0.5, null, 'cup', 'pecans'],
  ['4 cups (474 mL) water', 4, null, 'cup', 'water'],
  ['Medium-ground cornmeal, for sprinkling', null, null, null, 'Medium-ground cornmeal'],
  ['¾ cup (or as needed) best-quality olive oil', 0.75, null, 'cup', 'olive oil'],
  ['2 cups sugar-snap peas, topped and tailed', 2, null, 'cup', 'sugar-snap peas'],
  [
    '16 tablespoons (2 sticks; 255g) chilled unsalted butter, cut into small cubes',
    16,
    null,
    'Tbsp',
    'unsalted butter',
  ],
  ['Hot toast with cream cheese', null, null, null, 'toast with cream cheese'],
  ['1 tsp olive oil', 1, null, 'tsp', 'olive oil'],
  [
    '6 green onions, trimmed, white part coarsely chopped, and green tops cut into 2-inch lengths',
    6,
    null,
    null,
    'green onions',
  ],
  ['2 teaspoons fresh lime Juice', 2, null, 'tsp', 'fresh lime Juice'],
  ['Up to 6 cups bread flour', 6, null, 'cup', 'bread flour'],
  ['¼ cup plus 3 tablespoons sugar', 7 / 16, null, 'cup', 'sugar'],
  ['2 ripe plums, stoned and cut into 1/8-inch slices', 2, null, null, 'plums'],
  ['½ tsp (2 mL) pure almond extract', 0.5, null, 'tsp', 'pure almond extract'],
  [
    'Vegetable oil or vegetable cooking spray, for greasing the baking sheet (or parchment paper)',
    null,
    null,
    null,
    'Vegetable oil or vegetable cooking spray',
  ],
  ['4 good knobs of butter', 4, null, 'knob', 'butter'],
  ['4 ounces whole pecan nuts, roughly chopped', 4, null, 'oz', 'whole pecan nuts'],
  ['6 ripe plum tomatoes, coarsely chopped', 6, null, null, 'plum tomatoes'],
  [
    'Vegetable oil, for frying, preferably oil previously used for frying fish or chicken',
    null,
    null,
    null,
    'Vegetable oil',
  ],
  ['6 peaches', 6, null, null, 'peaches'],
  ['2 cups (500 mL) milk', 2, null, 'cup', 'milk'],
  ['1 teaspoon orange extract', 1, null, 'tsp', 'orange extract'],
  ['Two 2 oz (56g) cans anchovies in oil', 2, null, 'can', 'anchovies in oil'],
  ['1 can (14¾ ounces) creamed corn', 1, null, 'can', 'creamed corn'],
  [
    'Sesame seeds, poppy seeds, caraway seeds, and/or kosher or sea salt for sprinkling (optional)',
    null,
    null,
    null,
    'Sesame seeds',
  ],
  [
    '6 tablespoons oven-dried brown sugar (see Notes) or raw sugar for topping',
    6,
    null,
    'Tbsp',
    'oven-dried brown sugar or raw sugar',
  ],
  ['¼ cup amaranth flour', 0.25, null, 'cup', 'amaranth flour'],
  ['3 tbsp smooth peanut butter', 3, null, 'Tbsp', 'smooth peanut butter'],
  ['1½-inch piece fresh ginger', null, null, null, 'fresh ginger'],
  ['2 tablespoons ground white pepper', 2, null, 'Tbsp', 'ground white pepper'],
  ['1-inch piece lemon peel, pith removed', null, null, null, 'lemon peel'],
  // strangetom/ingredient-parser (MIT), train/data/nytimes/nyt-ingredients-snapshot-2015-clean.csv at
  // commit 43beba75433c7a5a4ac31bb7fae01a537620c526: the cleaned New York Times data of nytimes/ingredient-phrase-tagger
  // (Apache-2.0), adapted to the rules in ./parse-case.ts.
  ["3 tablespoons confectioners' sugar", 3, null, 'Tbsp', "confectioners' sugar"],
  ['16 large, firm ripe red or black plums, stemmed', 16, null, null, 'red or black plums'],
  ['1 1/4 cups milk, more if needed', 1.25, null, 'cup', 'milk'],
  ['1/2 cup sugar snap peas', 0.5, null, 'cup', 'sugar snap peas'],
  ['1 bottle dry white wine', 1, null, 'bottle', 'dry white wine'],
  ['1 egg yolk beaten with 1 teaspoon cold water', 1, null, null, 'egg yolk'],
  ['1/2 pound unsalted butter, at room temperature, plus butter for greasing pans', 0.5, null, 'lb', 'unsalted butter'],
  ['1 teaspoon fresh lemon juice', 1, null, 'tsp', 'fresh lemon juice'],
  ['1 1/2 cups yellow cornmeal', 1.5, null, 'cup', 'yellow cornmeal'],
  ['6 cups corn, peanut or vegetable oil', 6, null, 'cup', 'corn, peanut or vegetable oil'],
  ['1/3 cup finely diced carrots', 1 / 3, null, 'cup', 'carrots'],
  ['3 tablespoons coffee liqueur, or to taste', 3, null, 'Tbsp', 'coffee liqueur'],
  ['1 quart white vinegar', 1, null, 'quart', 'white vinegar'],
  ['1/4 cup milk, at room temperature', 0.25, null, 'cup', 'milk'],
  ['1 teaspoon powdered ginger', 1, null, 'tsp', 'powdered ginger'],
  ['1 teaspoon celery salt', 1, null, 'tsp', 'celery salt'],
  [
    '2 ounces dried shiitake mushrooms, soaked in 3 cups lukewarm water for 1 hour',
    2,
    null,
    'oz',
    'dried shiitake mushrooms',
  ],
  ['3 tablespoons oil from sun-dried tomato jar, or olive oil', 3, null, 'Tbsp', 'oil from sun-dried tomato jar'],
  ['1/8 teaspoon freshly ground white pepper', 0.125, null, 'tsp', 'white pepper'],
  ['2 1/2 teaspoons salt, or to taste', 2.5, null, 'tsp', 'salt'],
  ['1/2 cup pumpkin seeds, shelled', 0.5, null, 'cup', 'pumpkin seeds'],
  ['2 cups heavy cream, preferably not ultra-pasteurized', 2, null, 'cup', 'heavy cream'],
  ['1 cup white wine vinegar', 1, null, 'cup', 'white wine vinegar'],
  ['3 cups whole milk', 3, null, 'cup', 'whole milk'],
  ['10 tablespoons bacon fat or vegetable oil', 10, null, 'Tbsp', 'bacon fat or vegetable oil'],
  ['3 cups olive oil', 3, null, 'cup', 'olive oil'],
  ['Finely grated zest and juice of 1 lemon', null, null, null, 'lemon'],
  ['1/4 cup walnuts, chopped', 0.25, null, 'cup', 'walnuts'],
  ['Leftover scraps of dough', null, null, null, 'dough'],
  ['1/2 teaspoon grated lemon zest', 0.5, null, 'tsp', 'lemon zest'],
  ['4 teaspoons kosher salt', 4, null, 'tsp', 'kosher salt'],
  ['3 pints cherry tomatoes', 3, null, 'pint', 'cherry tomatoes'],
  ['1 tablespoon finely minced fresh ginger', 1, null, 'Tbsp', 'fresh ginger'],
  ['4 lemon wedges', 4, null, null, 'lemon wedges'],
  ['2 tart apples', 2, null, null, 'tart apples'],
  ['3 heaping tablespoons salted capers, rinsed, plumped and drained (see notes)', 3, null, 'Tbsp', 'salted capers'],
  ['4 teaspoons minced fresh ginger', 4, null, 'tsp', 'fresh ginger'],
  ['1 large carrot, peeled and cut in small dice', 1, null, null, 'carrot'],
  ['12 ounces shelled walnuts, ground', 12, null, 'oz', 'walnuts'],
  ['1/4 cup rosewater', 0.25, null, 'cup', 'rosewater'],
  ['Salt, if using unsalted peanuts (optional)', null, null, null, 'Salt'],
  ['2 thin slices fresh ginger, unpeeled, or 1/2 teaspoon ground ginger', 2, null, 'slice', 'fresh ginger'],
  ['6 sprigs watercress', 6, null, 'sprig', 'watercress'],
  ['2 teaspoons double acting baking powder', 2, null, 'tsp', 'double acting baking powder'],
  ['Extra virgin olive oil to cover olives', null, null, null, 'Extra virgin olive oil'],
  ['1 teaspoon No. 1 curing salt', 1, null, 'tsp', 'No. 1 curing salt'],
  ['1/4 cup plus 2 tablespoons all-purpose flour', 0.375, null, 'cup', 'all-purpose flour'],
  ['Cocoa for dusting (optional)', null, null, null, 'Cocoa'],
  [
    'Fig or blackberry jam, pear butter or any kind of marmalade, for serving (optional)',
    null,
    null,
    null,
    'Fig or blackberry jam',
  ],
  ['A little butter and granulated sugar for the cake pan', null, null, null, 'butter and granulated sugar'],
  ['3 tablespoons plus 1 teaspoon olive oil', 3 + 1 / 3, null, 'Tbsp', 'olive oil'],
  ['3/4 teaspoon kosher salt, or to taste', 0.75, null, 'tsp', 'kosher salt'],
  ['White corn syrup', null, null, null, 'White corn syrup'],
  ['5 tablespoons butter, cubed', 5, null, 'Tbsp', 'butter'],
  ['1 tablespoon ginger juice (pressed from one 2-inch-long piece ginger, grated)', 1, null, 'Tbsp', 'ginger juice'],
  ['1 large Granny Smith apple, skin on, cored and cut into 8 wedges', 1, null, null, 'Granny Smith apple'],
  ['1 1/2 pounds carrots, peeled and thickly sliced', 1.5, null, 'lb', 'carrots'],
  ['1/4 teaspoon sesame oil', 0.25, null, 'tsp', 'sesame oil'],
  ['1/2 to 1 cup of your favorite olive oil', 0.5, 1, 'cup', 'olive oil'],
  ['2 tablespoons dried currants', 2, null, 'Tbsp', 'dried currants'],
  [
    '2 cups chopped shiitake mushrooms or plain white mushrooms',
    2,
    null,
    'cup',
    'shiitake mushrooms or plain white mushrooms',
  ],
  ['8 ounces unsalted butter, at room temperature, plus more for buttering pan', 8, null, 'oz', 'unsalted butter'],
  ['1/4 cup plus 1 tablespoon extra-virgin olive oil', 5 / 16, null, 'cup', 'extra-virgin olive oil'],
  ['4 Granny Smith apples, peeled, cored and cut into 1/2-inch cubes', 4, null, null, 'Granny Smith apples'],
  // strangetom/ingredient-parser (MIT), train/data/tastecooking/tastecooking-ingredients-snapshot-2024.csv:
  // lines of tastecooking.com recipes (2024), adapted to the rules in ./parse-case.ts.
  ['10-12 oil-packed anchovy fillets, very finely chopped', 10, 12, null, 'oil-packed anchovy fillets'],
  ['3 c walnut halves and/or pieces (12 oz / 342g)', 3, null, 'cup', 'walnut halves and/or pieces'],
  ['47 g sourdough', 47, null, 'g', 'sourdough'],
  ['4 slices soft white bread', 4, null, 'slice', 'soft white bread'],
  ['coarse rock salt, for lining the pan', null, null, null, 'coarse rock salt'],
  ['1 c packed light brown sugar', 1, null, 'cup', 'light brown sugar'],
  ['4 ½ c (553 g) bread flour, plus more for dusting', 4.5, null, 'cup', 'bread flour'],
  ['¼ c passion fruit liqueur (optional)', 0.25, null, 'cup', 'passion fruit liqueur'],
  ['¾ c tepid water', 0.75, null, 'cup', 'water'],
  ['¼ c lemon juice (from 3 lemons)', 0.25, null, 'cup', 'lemon juice'],
  ['1 c short-grain white rice', 1, null, 'cup', 'short-grain white rice'],
  ['480 g all-purpose flour', 480, null, 'g', 'all-purpose flour'],
  ['½ c white sugar, or to taste', 0.5, null, 'cup', 'white sugar'],
  [
    'Coarse kosher salt (preferably Diamond Crystal) and freshly ground black pepper',
    null,
    null,
    null,
    'Coarse kosher salt and black pepper',
  ],
  ['2 ¼ c quick 1-minute oats', 2.25, null, 'cup', 'quick 1-minute oats'],
  ['flaky sea salt', null, null, null, 'flaky sea salt'],
  ['2 tsp white sugar (9 grams)', 2, null, 'tsp', 'white sugar'],
  ['¼ c neutral oil, such as grapeseed', 0.25, null, 'cup', 'neutral oil'],
  ['0.5 c confectioner’s sugar', 0.5, null, 'cup', 'confectioner’s sugar'],
  ['1 tsp fennel seeds', 1, null, 'tsp', 'fennel seeds'],
  ['1.5 tsp baking powder', 1.5, null, 'tsp', 'baking powder'],
  [
    '2 lb (908 grams) fresh strawberries, hulled and halved (smaller berries can be left whole)',
    2,
    null,
    'lb',
    'fresh strawberries',
  ],
  ['½ tsp organic sugar', 0.5, null, 'tsp', 'organic sugar'],
  ['½ c very hot tap water', 0.5, null, 'cup', 'tap water'],
  ['6 tbsp honey', 6, null, 'Tbsp', 'honey'],
  ['1.5 tbsp lemon juice', 1.5, null, 'Tbsp', 'lemon juice'],
  ['0.75 c fresh ginger', 0.75, null, 'cup', 'fresh ginger'],
  ['1 tsp vanilla', 1, null, 'tsp', 'vanilla'],
  ['1 stick (1/2 cup) cold unsalted butter, cut into small pieces', 1, null, 'stick', 'unsalted butter'],
  ['0.25 c chopped toasted pecans', 0.25, null, 'cup', 'pecans'],
  ['1 c cooked white rice', 1, null, 'cup', 'white rice'],
  ['Miso-ginger-soy dressing', null, null, null, 'Miso-ginger-soy dressing'],
  ['16 hazelnuts, toasted, and halved', 16, null, null, 'hazelnuts'],
  ['1 tbsp heavy cream, as needed', 1, null, 'Tbsp', 'heavy cream'],
  ['¼ c sesame oil', 0.25, null, 'cup', 'sesame oil'],
  ['9 tbsp butter', 9, null, 'Tbsp', 'butter'],
  ['1 md cinnamon stick', 1, null, null, 'cinnamon stick'],
  ['¼ c light corn syrup', 0.25, null, 'cup', 'light corn syrup'],
  ['½ c flour', 0.5, null, 'cup', 'flour'],
  ['½ c orange juice (preferably fresh-squeezed)', 0.5, null, 'cup', 'orange juice'],
  ['2 tsp vanilla paste or pure vanilla extract', 2, null, 'tsp', 'vanilla paste or pure vanilla extract'],
  ['2 tbsp ghee or coconut oil', 2, null, 'Tbsp', 'ghee or coconut oil'],
  ['2 scallions, light green and white parts only, finely chopped', 2, null, null, 'scallions'],
  ['1 c boiling-hot filtered water', 1, null, 'cup', 'filtered water'],
  ['28 g softened butter (2 tablespoons)', 28, null, 'g', 'butter'],
  ['0.5 c sliced almonds, lightly toasted', 0.5, null, 'cup', 'sliced almonds'],
  ['4 tbsp butter, at room temperature', 4, null, 'Tbsp', 'butter'],
  ['1 c whole grain kamut flour', 1, null, 'cup', 'whole grain kamut flour'],
  ['½ c fresh lemon juice', 0.5, null, 'cup', 'fresh lemon juice'],
  ['½ c evaporated milk', 0.5, null, 'cup', 'evaporated milk'],
  ['1 tbsp coconut palm sugar', 1, null, 'Tbsp', 'coconut palm sugar'],
  ['¼ c olive oil', 0.25, null, 'cup', 'olive oil'],
  ['salt and black pepper', null, null, null, 'salt and black pepper'],
  ['1 ½ tbsp honey', 1.5, null, 'Tbsp', 'honey'],
  ['2 c carrots, peeled and diced small', 2, null, 'cup', 'carrots'],
  ['2 tbsp lemon zest', 2, null, 'Tbsp', 'lemon zest'],
  ['3 tbsp shelled pistachios', 3, null, 'Tbsp', 'pistachios'],
  ['¼ c raspberry or strawberry jam', 0.25, null, 'cup', 'raspberry or strawberry jam'],
  ['1 c boiling water', 1, null, 'cup', 'water'],
  ['2 c shredded orange cheddar', 2, null, 'cup', 'orange cheddar'],
  ['1 tbsp powdered sugar', 1, null, 'Tbsp', 'powdered sugar'],
  ['1 pinch salt (to taste)', 1, null, 'pinch', 'salt'],
  ['2 lg eggs', 2, null, null, 'eggs'],
  // strangetom/ingredient-parser (MIT), tests/: sentences its unit tests feed the parser (the file on each line);
  // expected values written here.
  ['100 -200 g grated cheese', 100, 200, 'g', 'cheese'], // tests/preprocess/test_collapse_ranges.py
  ['1⁄2 x 20g pack fresh thyme, leaves only', 0.5, null, 'package', 'fresh thyme'], // tests/preprocess/test_identify_fractions.py
  ['2 slices 5-grain bread', 2, null, 'slice', '5-grain bread'], // tests/preprocess/test_split_quantity_and_units.py
  ['400-500 g/14 oz - 17 oz rhubarb', 400, 500, 'g', 'rhubarb'], // tests/preprocess/test_replace_dupe_units_ranges.py
  ['400 g - 500 g/14 oz - 17 oz rhubarb', 400, 500, 'g', 'rhubarb'], // tests/preprocess/test_replace_dupe_units_ranges.py
  ['1 cup, plus 2 tablespoons (about 5 ounces) all-purpose flour', 1.125, null, 'cup', 'all-purpose flour'], // tests/postprocess/test_composite_amounts_pattern.py
  ['2 14 ounce cans coconut milk', 2, null, 'can', 'coconut milk'], // tests/postprocess/test_fallback_pattern.py
  ['2 butternut squash, about one and one-half pounds each', 2, null, null, 'butternut squash'], // tests/postprocess/test_postprocess.py
  ['3 carrots, peeled and sliced into 5mm (¼in) coins', 3, null, null, 'carrots'], // tests/postprocess/test_postprocess.py
  ['5 fresh large basil leaves', 5, null, null, 'fresh basil leaves'], // tests/postprocess/test_postprocess.py
  ['1 tbsp chopped pistachios', 1, null, 'Tbsp', 'pistachios'], // tests/postprocess/test_postprocess.py
  ['2 eggs (free-range) (large)', 2, null, null, 'eggs'], // tests/preprocess/test_remove_price_annotations.py
  ['2.5 Boxes Candy', 2.5, null, 'box', 'Candy'], // tests/preprocess/test_singlarise_units.py
  ['2.5 cups beer', 2.5, null, 'cup', 'beer'], // tests/preprocess/test_singlarise_units.py
  ['leaves of basil', null, null, null, 'basil'], // tests/preprocess/test_singlarise_units.py
  ['½ cup or so flour in a plate', 0.5, null, 'cup', 'flour'], // tests/parser/test_expect_name_in_output.py
  ['1 can (14 fluid ounces, or 425 ml) coconut milk', 1, null, 'can', 'coconut milk'], // tests/parser/test_expect_name_in_output.py
  ['2 cloves garlic', 2, null, 'clove', 'garlic'], // tests/parser/test_cloves.py
  ['1 clove', 1, null, null, 'clove'], // tests/parser/test_cloves.py
  // jakeboone02/parse-ingredient (MIT, (c) 2021 Jake Boone), src/parseIngredientTests.ts: its English cases
  // ('stuff' is its placeholder food); expected values written here.
  ['.5 cup stuff', 0.5, null, 'cup', 'stuff'],
  ['1-2 cups stuff', 1, 2, 'cup', 'stuff'],
  ['1–2 cups stuff', 1, 2, 'cup', 'stuff'],
  ['1 TO 2 cups stuff', 1, 2, 'cup', 'stuff'],
  ['1 fl  oz stuff', 1, null, 'fl oz', 'stuff'],
  ['1 c stuff', 1, null, 'cup', 'stuff'],
  ['2 Tbsp butter', 2, null, 'Tbsp', 'butter'],
  ['Juice of 1 lemon', null, null, null, 'lemon'],
  ['stuff .5 cup', 0.5, null, 'cup', 'stuff'],
  ['Stuff - 300mg', 300, null, 'mg', 'Stuff'],
  ['2 Grams sugar', 2, null, 'g', 'sugar'],
];
