import type { AdminReview, OwnReview, PublicReview, ReviewStatus } from '../../shared/schemas/reviews';
import type { Db } from './open';

interface ReviewRow {
  id: number;
  recipe_id: number;
  user_id: number;
  rating: number;
  text: string;
  photo_key: string | null;
  status: ReviewStatus;
  submitted_at: number;
  moderated_at: number | null;
  reply: string | null;
  reply_at: number | null;
  /** The reviewer's name, else username (docs/product.md#accounts): never more of the account. */
  author: string;
}

interface AdminReviewRow extends ReviewRow {
  username: string;
  recipe_slug: string;
  recipe_title: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toPublic(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    photo: row.photo_key ? `/objects/${row.photo_key}` : null,
    author: row.author,
    submittedAt: iso(row.submitted_at),
    reply: row.reply ? { text: row.reply, at: iso(row.reply_at ?? row.submitted_at) } : null,
  };
}

const toOwn = (row: ReviewRow): OwnReview => ({ ...toPublic(row), status: row.status });

function toAdmin(row: AdminReviewRow): AdminReview {
  return {
    ...toOwn(row),
    username: row.username,
    recipe: { id: row.recipe_id, slug: row.recipe_slug, title: row.recipe_title },
    moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
  };
}

/** A page's position: the last review's time and id, as `{submittedAt}.{id}` (newest first, ties by id). */
export interface ReviewCursor {
  at: number;
  id: number;
}

export function parseCursor(cursor: string | undefined): ReviewCursor {
  if (!cursor) return { at: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
  const [at, id] = cursor.split('.').map(Number);
  return { at: at!, id: id! };
}

const cursorOf = (row: { submitted_at: number; id: number }) => `${row.submitted_at}.${row.id}`;

/** A page of `limit` rows read as `limit + 1`: the extra one only says another page follows. */
function page<R extends { submitted_at: number; id: number }, T>(rows: R[], limit: number, map: (row: R) => T) {
  const shown = rows.slice(0, limit);
  return {
    reviews: shown.map(map),
    nextCursor: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}

const SELECT = `SELECT reviews.*, COALESCE(NULLIF(trim(users.name), ''), users.username) AS author
  FROM reviews JOIN users ON users.id = reviews.user_id`;
const SELECT_ADMIN = `SELECT reviews.*, COALESCE(NULLIF(trim(users.name), ''), users.username) AS author,
    users.username AS username, recipes.slug AS recipe_slug, recipes.title AS recipe_title
  FROM reviews JOIN users ON users.id = reviews.user_id JOIN recipes ON recipes.id = reviews.recipe_id`;

/** A review waiting for the baker, as the digest e-mail names it. */
export interface DigestEntry {
  recipeTitle: string;
  recipeSlug: string;
  rating: number;
  author: string;
  text: string;
  hasPhoto: boolean;
}

/**
 * Ratings and reviews (docs/product.md#reviews). The recipes' approved count and sum follow every
 * change here through the triggers of migration 019, inside the same statement's transaction.
 */
export function reviewsRepo(db: Db) {
  const approvedPage = db.prepare<[number, number, number, number], ReviewRow>(
    `${SELECT} WHERE reviews.recipe_id = ? AND reviews.status = 'approved'
       AND (reviews.submitted_at, reviews.id) < (?, ?)
     ORDER BY reviews.submitted_at DESC, reviews.id DESC LIMIT ?`,
  );
  const statusPage = db.prepare<[ReviewStatus, number, number, number], AdminReviewRow>(
    `${SELECT_ADMIN} WHERE reviews.status = ? AND (reviews.submitted_at, reviews.id) < (?, ?)
     ORDER BY reviews.submitted_at DESC, reviews.id DESC LIMIT ?`,
  );
  const own = db.prepare<[number, number], ReviewRow>(`${SELECT} WHERE reviews.user_id = ? AND reviews.recipe_id = ?`);
  const byId = db.prepare<[number], AdminReviewRow>(`${SELECT_ADMIN} WHERE reviews.id = ?`);
  // Rating again replaces the review and sends it back for moderation: a new text, a new photo,
  // no reply (it answered the old one), and a place in the next digest.
  const upsert = db.prepare<[number, number, number, string, string | null, number], { id: number }>(
    `INSERT INTO reviews (recipe_id, user_id, rating, text, photo_key, status, submitted_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)
     ON CONFLICT (user_id, recipe_id) DO UPDATE SET
       rating = excluded.rating, text = excluded.text, photo_key = excluded.photo_key, status = 'pending',
       submitted_at = excluded.submitted_at, moderated_at = NULL, reply = NULL, reply_at = NULL, notified_at = NULL
     RETURNING id`,
  );
  const photoOf = db
    .prepare<[number, number], string | null>('SELECT photo_key FROM reviews WHERE user_id = ? AND recipe_id = ?')
    .pluck();
  const removeOwn = db.prepare<[number, number]>('DELETE FROM reviews WHERE user_id = ? AND recipe_id = ?');
  const setStatus = db.prepare<[ReviewStatus, number, number]>(
    'UPDATE reviews SET status = ?, moderated_at = ? WHERE id = ?',
  );
  const setReply = db.prepare<[string | null, number | null, number]>(
    'UPDATE reviews SET reply = ?, reply_at = ? WHERE id = ?',
  );
  const photosOfUser = db
    .prepare<[number], string>('SELECT photo_key FROM reviews WHERE user_id = ? AND photo_key IS NOT NULL')
    .pluck();
  const removeAllOfUser = db.prepare<[number]>('DELETE FROM reviews WHERE user_id = ?');
  const photoInUse = db.prepare<[string], number>('SELECT 1 FROM reviews WHERE photo_key = ? LIMIT 1').pluck();

  // The digest (api/reviews/digest.ts).
  const lastDigest = db.prepare<[], number | null>('SELECT max(sent_at) FROM review_digests').pluck();
  const unnotified = db.prepare<[number], DigestEntry & { has_photo: number }>(
    `SELECT recipes.title AS recipeTitle, recipes.slug AS recipeSlug, reviews.rating AS rating,
       COALESCE(NULLIF(trim(users.name), ''), users.username) AS author, reviews.text AS text,
       reviews.photo_key IS NOT NULL AS has_photo
     FROM reviews JOIN users ON users.id = reviews.user_id JOIN recipes ON recipes.id = reviews.recipe_id
     WHERE reviews.notified_at IS NULL AND reviews.status = 'pending'
     ORDER BY reviews.submitted_at, reviews.id LIMIT ?`,
  );
  const countUnnotified = db
    .prepare<[], number>("SELECT count(*) FROM reviews WHERE notified_at IS NULL AND status = 'pending'")
    .pluck();
  const markNotified = db.prepare<[number]>(
    "UPDATE reviews SET notified_at = ? WHERE notified_at IS NULL AND status = 'pending'",
  );
  const recordDigest = db.prepare<[number, number, string]>(
    'INSERT INTO review_digests (sent_at, review_count, sent_to) VALUES (?, ?, ?)',
  );

  return {
    /** Approved reviews of a recipe, newest first, `limit` from `cursor`. */
    approved(recipeId: number, limit: number, cursor?: string) {
      const from = parseCursor(cursor);
      return page(approvedPage.all(recipeId, from.at, from.id, limit + 1), limit, toPublic);
    },
    /** The admin's list of one status, newest first. */
    byStatus(status: ReviewStatus, limit: number, cursor?: string) {
      const from = parseCursor(cursor);
      return page(statusPage.all(status, from.at, from.id, limit + 1), limit, toAdmin);
    },
    own(userId: number, recipeId: number): OwnReview | null {
      const row = own.get(userId, recipeId);
      return row ? toOwn(row) : null;
    },
    find(id: number): AdminReview | undefined {
      const row = byId.get(id);
      return row ? toAdmin(row) : undefined;
    },
    /**
     * Writes the person's review of the recipe, replacing theirs if any, as 'pending'. Answers the
     * review and the photo it replaced, if that photo is no longer any review's (to remove its files).
     */
    submit: db.transaction(
      (
        input: { recipeId: number; userId: number; rating: number; text: string; photoKey: string | null },
        now: number,
      ) => {
        const before = photoOf.get(input.userId, input.recipeId) ?? null;
        upsert.get(input.recipeId, input.userId, input.rating, input.text, input.photoKey, now);
        const review = toOwn(own.get(input.userId, input.recipeId)!);
        const dropped = before && before !== input.photoKey && !photoInUse.get(before) ? before : null;
        return { review, droppedPhoto: dropped };
      },
    ),
    /** Deletes the person's review of the recipe: false when there was none. Answers its photo's key when no other review shows it. */
    removeOwn: db.transaction((userId: number, recipeId: number) => {
      const photo = photoOf.get(userId, recipeId);
      if (photo === undefined) return { removed: false, droppedPhoto: null };
      removeOwn.run(userId, recipeId);
      return { removed: true, droppedPhoto: photo && !photoInUse.get(photo) ? photo : null };
    }),
    /** Approves or rejects: undefined when there is no such review. */
    moderate: db.transaction((id: number, status: Exclude<ReviewStatus, 'pending'>, now: number) => {
      if (setStatus.run(status, now, id).changes === 0) return undefined;
      return toAdmin(byId.get(id)!);
    }),
    /** Sets the baker's reply ('' takes it away): undefined when there is no such review. */
    reply: db.transaction((id: number, text: string, now: number) => {
      if (setReply.run(text || null, text ? now : null, id).changes === 0) return undefined;
      return toAdmin(byId.get(id)!);
    }),
    /** Deletes every review of an account (deleting the account): how many, and their photos' keys. */
    removeAllOf: db.transaction((userId: number) => {
      const photos = photosOfUser.all(userId);
      return { removed: removeAllOfUser.run(userId).changes, photos };
    }),
    /**
     * Claims the next digest of new reviews when none was sent in the last `intervalMs`: marks the
     * pending reviews it names as notified and records it, in one transaction, so two processes
     * (or a restart) never send two within the interval. Undefined when it is not due or nothing waits.
     */
    claimDigest: db.transaction((now: number, intervalMs: number, to: string, listed: number) => {
      const last = lastDigest.get() ?? null;
      if (last !== null && now - last < intervalMs) return undefined;
      const total = countUnnotified.get() ?? 0;
      if (total === 0) return undefined;
      const entries = unnotified.all(listed).map(({ has_photo, ...entry }) => ({ ...entry, hasPhoto: !!has_photo }));
      markNotified.run(now);
      recordDigest.run(now, total, to);
      return { entries, total };
    }),
    /** Pending reviews no digest has named yet. */
    waitingForDigest: (): number => countUnnotified.get() ?? 0,
    /** When the last digest went out (ms), if ever. */
    lastDigestAt: (): number | null => lastDigest.get() ?? null,
  };
}
export type ReviewsRepo = ReturnType<typeof reviewsRepo>;
