/**
 * A bake's photo on this device (docs/decisions/041-a-bake-becomes-a-review.md): one taken here
 * and waiting to be sent (kept as a Blob until the server has it), or a sent one the baker
 * removed, waiting for its deletion to reach the server.
 */
export type BakePhotoRow =
  | {
      kind: 'upload';
      /** Made on this device. */
      id: string;
      entryId: string;
      blob: Blob;
      addedAt: number;
      /** Why the server refused it (not an image, too large): shown on the entry, never retried. */
      refused?: string;
    }
  | {
      kind: 'remove';
      /** The sent photo's id. */
      id: string;
      entryId: string;
    };
