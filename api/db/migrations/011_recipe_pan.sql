-- The pan a recipe is written for ('9-inch round x 2', '12-cup muffin pan'): the pan tool scales
-- from it (docs/product.md#recipe-tools). Blank when the recipe names none.
ALTER TABLE recipes ADD COLUMN pan TEXT NOT NULL DEFAULT '';

-- A catalog seeded before this column gets the demo recipes' pans (api/seed/recipes.ts), as one
-- change that devices pull on their next sync. A fresh database has no recipes yet: nothing moves.
CREATE TEMP TABLE demo_pans (slug TEXT PRIMARY KEY, pan TEXT NOT NULL);
INSERT INTO demo_pans (slug, pan) VALUES
  ('one-bowl-white-bread', '8 1/2 x 4 1/2-inch loaf x 3'),
  ('soft-dinner-rolls', '9x13-inch pan'),
  ('overnight-cinnamon-rolls', '9x13-inch pan'),
  ('spiced-pumpkin-bread', '9x5-inch loaf'),
  ('blueberry-streusel-muffins', '12-cup muffin pan'),
  ('gluten-free-banana-oat-muffins', '12-cup muffin pan'),
  ('classic-vanilla-layer-cake', '8-inch round x 2'),
  ('one-bowl-chocolate-cake', '8-inch round x 2'),
  ('vanilla-bean-cupcakes', '12-cup muffin pan'),
  ('lemon-drizzle-loaf-cake', '900 g (2 lb) loaf tin'),
  ('carrot-cake-with-toasted-walnuts', '9-inch round x 2'),
  ('flourless-chocolate-cake', '8-inch round springform'),
  ('fudgy-brownies', '8x8-inch pan'),
  ('lemon-bars', '9x13-inch pan'),
  ('scottish-shortbread', '20 cm (8-inch) square tin'),
  ('brown-butter-apple-pie', '9-inch pie plate');
UPDATE change_counter SET value = value + 1
  WHERE id = 1 AND EXISTS (SELECT 1 FROM recipes JOIN demo_pans USING (slug));
UPDATE recipes
  SET pan = (SELECT pan FROM demo_pans WHERE demo_pans.slug = recipes.slug),
    version = (SELECT value FROM change_counter WHERE id = 1),
    updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  WHERE slug IN (SELECT slug FROM demo_pans);
DROP TABLE demo_pans;
