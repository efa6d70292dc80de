import { mkdirSync } from 'node:fs';
import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Web-sized variants every stored image gets (docs/architecture.md#security); `imageSources` in shared/ mirrors this. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export function isObjectKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** An upload sharp could not decode: the sender's file, not the server's fault (a 400, logged in one line). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Images live under DATA_DIR/objects/{key}/{width}.webp. Keys are checked against a strict
 * pattern before they touch a path, so no request can reach outside the store.
 */
export function createObjectStore(root: string) {
  mkdirSync(root, { recursive: true });
  const dirFor = (key: string) => {
    if (!isObjectKey(key)) throw new Error(`Invalid object key: ${key}`);
    return join(root, key);
  };

  return {
    root,
    newKey: (prefix = 'img') => `${prefix}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`,
    /**
     * Re-encodes `input` into each width (never upscaling) and returns the public URL. An input
     * sharp cannot decode rejects with `UnreadableImageError` before anything is written; a
     * failure to write (a full disk) rejects with its own error.
     */
    async saveImage(key: string, input: Buffer): Promise<string> {
      const dir = dirFor(key);
      const variants = await Promise.all(
        IMAGE_WIDTHS.map((width) =>
          sharp(input, { limitInputPixels: 80_000_000 })
            .rotate()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: width <= 400 ? 72 : 78, effort: 4 })
            .toBuffer(),
        ),
      ).catch((err: unknown) => {
        throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
      });
      mkdirSync(dir, { recursive: true });
      await Promise.all(
        IMAGE_WIDTHS.map(async (width, i) => {
          const tmp = join(dir, `${width}.webp.tmp`);
          await writeFile(tmp, variants[i]!);
          await rename(tmp, join(dir, `${width}.webp`));
        }),
      );
      return `/objects/${key}`;
    },
    async exists(key: string): Promise<boolean> {
      try {
        await stat(join(dirFor(key), '1200.webp'));
        return true;
      } catch {
        return false;
      }
    },
    /** Removes an image and its variants (a review's photo replaced, or its account deleted). */
    async remove(key: string): Promise<void> {
      await rm(dirFor(key), { recursive: true, force: true });
    },
    async read(key: string, width: ImageWidth): Promise<Buffer | undefined> {
      if (!isObjectKey(key)) return undefined;
      try {
        return await readFile(join(root, key, `${width}.webp`));
      } catch {
        return undefined;
      }
    },
  };
}
export type ObjectStore = ReturnType<typeof createObjectStore>;
