-- The list page's first recipes by title (api/pages.ts, on every /recipes request) without sorting
-- the whole catalog; also the order of GET /api/recipes.
CREATE INDEX recipes_title_nocase ON recipes(title COLLATE NOCASE);
