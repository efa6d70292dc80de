import { BAKE_PHOTO_LIMITS, UNNAMED_BAKE_PHOTO_GRACE_MS, bakePhotoIds } from '../../shared/bake-photos';
import type { Deps } from '../deps';

/**
 * Sweeps the account's stored photos of bakes that no live journal entry of it names
 * (docs/decisions/045-a-bakes-photos-merge-across-devices.md): one lost on its way, one whose
 * bake was removed on another device, one named before by a list another device overwrote. Only
 * photos older than UNNAMED_BAKE_PHOTO_GRACE_MS go, so one just sent, whose device has not yet
 * named it, stays. The file and its upload row go, as DELETE /api/me/bake-photos/:id takes them.
 * `keyPrefix`: the bakes' photos' object keys ('bake-', api/routes/bake-photos.ts).
 *
 * Bounded: it looks at most at the 300 an account keeps, and reads the account's journal (500
 * entries at most, within its byte budget) only when one of them is old enough. The rows are read
 * and removed in one transaction, so a push naming a photo is never half seen. Answers how many went.
 */
export async function sweepUnnamedBakePhotos(
  { db, repos, objects }: Pick<Deps, 'db' | 'repos' | 'objects'>,
  userId: number,
  keyPrefix: string,
  now = Date.now(),
): Promise<number> {
  const unnamed = db.transaction(() => {
    const old = repos.uploads.storedOfUserWithPrefixBefore(
      userId,
      keyPrefix,
      now - UNNAMED_BAKE_PHOTO_GRACE_MS,
      BAKE_PHOTO_LIMITS.perAccount,
    );
    if (!old.length) return [];
    const named = new Set<string>();
    for (const fields of repos.userData.liveFieldsOf(userId, 'journal'))
      for (const id of bakePhotoIds(fields)) named.add(id);
    const gone = old.filter((upload) => !named.has(upload.id));
    for (const upload of gone) repos.uploads.remove(upload.id);
    return gone;
  })();
  for (const upload of unnamed) await objects.remove(upload.objectKey);
  return unnamed.length;
}
