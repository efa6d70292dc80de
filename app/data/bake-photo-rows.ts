/**
 * A bake's photo on this device (docs/decisions/041-a-bake-becomes-a-review.md): one taken here
 * and waiting to be sent (kept as a Blob until the server has it), or a sent one the baker
 * removed, waiting for its deletion to reach the server. Each belongs to the account whose
 * journal the bake is in (docs/decisions/042-a-waiting-photo-keeps-its-owner.md): it is sent
 * and shown only as that user, and stays on the device when she signs out.
 */
export type BakePhotoRow =
  | {
      kind: 'upload';
      /** Made on this device. */
      id: string;
      entryId: string;
      /** Whose bake (the device's owner when taken); null: a bake kept signed out, claimed at the next sign-in. */
      userId: number | null;
      blob: Blob;
      addedAt: number;
      /** Why the server refused it (not an image, too large): shown on the entry, never retried. */
      refused?: string;
      /** The server's id once uploaded, while its bake is not on this device to name it (signed out meanwhile). */
      sent?: string;
      /**
       * Named on its bake here (the entry's field `photo:<sent>` has a time); the row stays until the change
       * that takes the name to the account is queued, so a page closed in between loses nothing.
       */
      named?: true;
    }
  | {
      kind: 'remove';
      /** The sent photo's id. */
      id: string;
      entryId: string;
      userId: number | null;
    };

/** Whether the row is of `owner`'s journal (the device's owner; null: the journal kept signed out). */
export const ownedBy = (row: Pick<BakePhotoRow, 'userId'>, owner: number | null) => (row.userId ?? null) === owner;
