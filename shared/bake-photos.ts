/**
 * Photos of a bake in the journal (docs/product.md#recipes, docs/decisions/041-a-bake-becomes-a-review.md):
 * private to the baker, stored as her uploads, named in the entry by their upload's id.
 */

/** A bake photo's id: its upload's id (32 hex digits). */
export const BAKE_PHOTO_ID = /^[0-9a-f]{32}$/;

export const BAKE_PHOTO_LIMITS = {
  /** Photos one bake holds. */
  perBake: 3,
  /** Photos of bakes one account keeps stored (3 on each of 100 bakes). */
  perAccount: 300,
  /** Photos waiting on one device to be sent (taken offline): each at most 10 MB. */
  waitingOnDevice: 30,
} as const;

export const BAKE_PHOTO_MESSAGES = {
  accountFull: `You keep at most ${BAKE_PHOTO_LIMITS.perAccount} photos of your bakes. Remove some from older bakes to add more.`,
  notFound: 'Photo not found',
} as const;

/**
 * Each photo of a bake is its own field of the entry (docs/decisions/045-a-bakes-photos-merge-across-devices.md):
 * `photo:<id>`, whose value is when it was named (ms, the photos' order) or null once removed.
 * Two devices naming photos at once write different fields, so both are kept; a removal is a
 * write of that one field. The older `photos` array (entries named before) stays readable.
 */
export const BAKE_PHOTO_FIELD_PREFIX = 'photo:';
/** The name of a photo's field: `photo:` and the photo's id. */
export const BAKE_PHOTO_FIELD = /^photo:[0-9a-f]{32}$/;

export type BakePhotoFieldName = `photo:${string}`;

/** The field of the entry that names photo `id`. */
export const bakePhotoField = (id: string): BakePhotoFieldName => `${BAKE_PHOTO_FIELD_PREFIX}${id}`;

/**
 * An entry's photos in order, from its fields: the old `photos` array's ids first, then the
 * `photo:` fields holding a time, oldest first; minus every photo a field marks removed (null),
 * each id once. Every reader of a bake's photos uses it (the device's screens, the room left).
 */
export function bakePhotoIds(fields: Readonly<Record<string, unknown>>): string[] {
  const removed = new Set<string>();
  const named: { id: string; at: number }[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (!BAKE_PHOTO_FIELD.test(name)) continue;
    const id = name.slice(BAKE_PHOTO_FIELD_PREFIX.length);
    if (value === null) removed.add(id);
    else if (typeof value === 'number' && Number.isFinite(value)) named.push({ id, at: value });
  }
  named.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const old = Array.isArray(fields.photos)
    ? fields.photos.filter((id): id is string => typeof id === 'string' && BAKE_PHOTO_ID.test(id))
    : [];
  return [...new Set([...old, ...named.map((photo) => photo.id)])].filter((id) => !removed.has(id));
}

/**
 * How long a stored photo of a bake may go unnamed by any entry of its account before the
 * server sweeps it (api/storage/unnamed-bake-photos.ts): long enough for the device that sent it
 * to name it on its bake, even one whose baker signed out while it was on its way and signs in
 * there again days later (docs/decisions/045-a-bakes-photos-merge-across-devices.md).
 */
export const UNNAMED_BAKE_PHOTO_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
