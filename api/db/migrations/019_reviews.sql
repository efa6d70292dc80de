-- Ratings and reviews (docs/product.md#reviews, docs/decisions/035-reviews.md): one row per person per recipe; rating
-- again replaces it and sends it back to 'pending'. Nothing but 'approved' is ever public.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  recipe_id INTEGER NOT NULL REFERENCES recipes(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text TEXT NOT NULL DEFAULT '',
  -- The object key of its photo (`review-{upload id}`), re-encoded without EXIF or GPS.
  photo_key TEXT,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  -- Milliseconds since the epoch: when it was written (or last replaced), moderated, answered.
  submitted_at INTEGER NOT NULL,
  moderated_at INTEGER,
  reply TEXT,
  reply_at INTEGER,
  -- When a digest to the baker named it; NULL until then (and again after it is replaced).
  notified_at INTEGER,
  UNIQUE (user_id, recipe_id)
);
-- The public list of a recipe (approved, newest first) and the moderation lists (by status, newest first).
CREATE INDEX reviews_recipe ON reviews(recipe_id, status, submitted_at DESC, id DESC);
CREATE INDEX reviews_status ON reviews(status, submitted_at DESC, id DESC);
CREATE INDEX reviews_unnotified ON reviews(submitted_at) WHERE notified_at IS NULL;

-- The approved ratings' count and sum, on the recipe itself: a card, the list's 'Top rated' sort and the page read
-- them with the recipe, for free. The triggers below keep them in the transaction of every change of a review (approve,
-- reject, replace, delete, and the cascade of an account or a recipe removed), and give the recipe the next catalog
-- version, so the sync, the recipe reads and the rendered pages all see the new figures (decision 012's rules).
ALTER TABLE recipes ADD COLUMN rating_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE recipes ADD COLUMN rating_sum INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER reviews_approved_insert AFTER INSERT ON reviews WHEN new.status = 'approved'
BEGIN
  UPDATE change_counter SET value = value + 1 WHERE id = 1;
  UPDATE recipes SET rating_count = rating_count + 1, rating_sum = rating_sum + new.rating,
    version = (SELECT value FROM change_counter WHERE id = 1)
  WHERE id = new.recipe_id;
END;

CREATE TRIGGER reviews_approved_delete AFTER DELETE ON reviews WHEN old.status = 'approved'
BEGIN
  -- A recipe being deleted takes its reviews with it: no version for a recipe that is gone.
  UPDATE change_counter SET value = value + 1
  WHERE id = 1 AND EXISTS (SELECT 1 FROM recipes WHERE id = old.recipe_id);
  UPDATE recipes SET rating_count = rating_count - 1, rating_sum = rating_sum - old.rating,
    version = (SELECT value FROM change_counter WHERE id = 1)
  WHERE id = old.recipe_id;
END;

CREATE TRIGGER reviews_approved_update AFTER UPDATE OF status, rating, recipe_id ON reviews
WHEN (old.status = 'approved' OR new.status = 'approved')
  AND (old.status IS NOT new.status OR old.rating IS NOT new.rating OR old.recipe_id IS NOT new.recipe_id)
BEGIN
  UPDATE change_counter SET value = value + 1 WHERE id = 1;
  UPDATE recipes SET
    rating_count = rating_count - (CASE WHEN old.status = 'approved' THEN 1 ELSE 0 END),
    rating_sum = rating_sum - (CASE WHEN old.status = 'approved' THEN old.rating ELSE 0 END),
    version = (SELECT value FROM change_counter WHERE id = 1)
  WHERE id = old.recipe_id;
  UPDATE recipes SET
    rating_count = rating_count + (CASE WHEN new.status = 'approved' THEN 1 ELSE 0 END),
    rating_sum = rating_sum + (CASE WHEN new.status = 'approved' THEN new.rating ELSE 0 END),
    version = (SELECT value FROM change_counter WHERE id = 1)
  WHERE id = new.recipe_id;
END;

-- Every digest of new reviews sent to the baker: at most one an hour, whichever process sends it (docs/product.md#reviews).
CREATE TABLE review_digests (
  id INTEGER PRIMARY KEY,
  sent_at INTEGER NOT NULL,
  review_count INTEGER NOT NULL,
  sent_to TEXT NOT NULL
);
CREATE INDEX review_digests_sent ON review_digests(sent_at);

-- A reviewer's own photo uploads (NULL: the admin's): whose upload it is, for the set-policy step and the per-account
-- budget of photos a day.
ALTER TABLE uploads ADD COLUMN user_id INTEGER REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX uploads_user ON uploads(user_id, created_at) WHERE user_id IS NOT NULL;
