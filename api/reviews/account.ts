import type { Deps } from '../deps';
import { uploadStaging } from '../storage/upload-staging';

/**
 * What deleting an account must take of its reviews (docs/product.md#reviews): every review (the
 * recipes' approved figures follow in the same transaction, migration 019's triggers), every
 * photo it uploaded, stored or still staged, and their upload rows. The site has no account
 * deletion yet: this is the step such a path runs before it deletes the user's row (whose
 * cascade would take the rows, but not the files).
 */
export async function removeAccountReviews({ repos, objects }: Pick<Deps, 'repos' | 'objects'>, userId: number) {
  const { removed, photos } = repos.reviews.removeAllOf(userId);
  const uploads = repos.uploads.ofUser(userId);
  repos.uploads.removeOfUser(userId);
  const staging = uploadStaging(objects.root);
  const keys = new Set([...photos, ...uploads.flatMap((upload) => (upload.objectKey ? [upload.objectKey] : []))]);
  for (const key of keys) await objects.remove(key);
  for (const upload of uploads) await staging.remove(upload.id);
  return { reviews: removed, photos: keys.size };
}
