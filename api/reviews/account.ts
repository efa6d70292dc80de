import type { Deps } from '../deps';
import type { Repos } from '../db/repos';
import { uploadStaging } from '../storage/upload-staging';

/** The files an account's uploads left on disk: stored photos by object key, staged uploads by upload id. */
export interface AccountFiles {
  objectKeys: string[];
  stagedUploads: string[];
}

/**
 * The rows step of deleting an account's reviews (docs/product.md#reviews): every review (the
 * recipes' approved figures follow in the same transaction, migration 019's triggers) and every
 * upload row of the account (review photos, and any other photo it uploaded), stored or still
 * staged. Run it inside the transaction that deletes the account (api/accounts/delete-account.ts);
 * it answers the files to remove once that transaction has committed (`removeAccountFiles`).
 */
export function takeAccountReviews(repos: Pick<Repos, 'reviews' | 'uploads'>, userId: number) {
  const { removed, photos } = repos.reviews.removeAllOf(userId);
  const uploads = repos.uploads.ofUser(userId);
  repos.uploads.removeOfUser(userId);
  const objectKeys = [
    ...new Set([...photos, ...uploads.flatMap((upload) => (upload.objectKey ? [upload.objectKey] : []))]),
  ];
  const files: AccountFiles = { objectKeys, stagedUploads: uploads.map((upload) => upload.id) };
  return { reviews: removed, files };
}

/** The files step: the photos' stored variants and staged uploads leave the disk. */
export async function removeAccountFiles({ objects }: Pick<Deps, 'objects'>, files: AccountFiles): Promise<void> {
  const staging = uploadStaging(objects.root);
  for (const key of files.objectKeys) await objects.remove(key);
  for (const id of files.stagedUploads) await staging.remove(id);
}

/**
 * Both steps at once, for a caller with no transaction of its own: the rows (in one transaction),
 * then the files. Deleting the account itself runs the steps around its own transaction.
 */
export async function removeAccountReviews(
  { db, repos, objects }: Pick<Deps, 'db' | 'repos' | 'objects'>,
  userId: number,
) {
  const { reviews, files } = db.transaction(() => takeAccountReviews(repos, userId))();
  await removeAccountFiles({ objects }, files);
  return { reviews, photos: files.objectKeys.length };
}
