import { createWriteStream, mkdirSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import { HttpError } from '../http/errors';
import { UPLOAD_ID } from './upload-signing';

/** docs/product.md#admin: one file of at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10_485_760;
export const tooLarge = () => new HttpError(413, 'The image is larger than 10 MB. Please choose a smaller image.');

/**
 * Raw uploads wait in `{objects}/.staging/{id}` between the PUT and set-policy. The folder
 * name starts with a dot, which no object key can, so GET /objects never serves a staged file.
 */
export function uploadStaging(objectsRoot: string) {
  const dir = join(objectsRoot, '.staging');
  mkdirSync(dir, { recursive: true });
  const pathFor = (id: string) => {
    if (!UPLOAD_ID.test(id)) throw new Error(`Invalid upload id: ${id}`);
    return join(dir, id);
  };

  return {
    /**
     * Streams the request body to the staging file with a byte counter: past `limit` the
     * file is dropped, the rest of the body is read and discarded (so the client sees the
     * 413 instead of a reset connection) and `refuse()` (a 413) is thrown. Memory stays one chunk deep.
     */
    receive(req: Request, id: string, limit = MAX_UPLOAD_BYTES, refuse: () => HttpError = tooLarge): Promise<number> {
      const file = pathFor(id);
      return new Promise((resolve, reject) => {
        const out = createWriteStream(file);
        let size = 0;
        let failed = false;
        const fail = (err: unknown) => {
          if (failed) return;
          failed = true;
          req.off('data', onData);
          req.resume();
          out.destroy();
          void unlink(file).catch(() => undefined);
          reject(err);
        };
        const onData = (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) return fail(refuse());
          if (!out.write(chunk)) {
            req.pause();
            out.once('drain', () => req.resume());
          }
        };
        req.on('data', onData);
        req.on('end', () => {
          if (failed) return;
          out.end(() => resolve(size));
        });
        req.on('error', fail);
        req.on('aborted', () => fail(new HttpError(400, 'The upload was interrupted')));
        out.on('error', fail);
      });
    },
    async head(id: string, bytes: number): Promise<Buffer> {
      const handle = await open(pathFor(id), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async read(id: string): Promise<Buffer | undefined> {
      try {
        return await readFile(pathFor(id));
      } catch {
        return undefined;
      }
    },
    async remove(id: string): Promise<void> {
      await unlink(pathFor(id)).catch(() => undefined);
    },
  };
}
export type UploadStaging = ReturnType<typeof uploadStaging>;
