import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { completePhotos, filePhotos } from './photo-replica';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sift-photo-replica-'));
  dirs.push(dir);
  return dir;
};

function photo(objects: string, key: string, widths = [400, 800, 1200]) {
  mkdirSync(join(objects, key), { recursive: true });
  for (const width of widths) writeFileSync(join(objects, key, `${width}.webp`), `${key} ${width}`);
}

describe('the photos of a file replica', () => {
  it('copies whole photos only, once, and lists what the replica holds', async () => {
    const objects = tempDir();
    photo(objects, 'upload-1');
    photo(objects, 'upload-2', [400, 800]); // still being written
    mkdirSync(join(objects, '.staging')); // uploads not stored yet: never a photo
    expect(completePhotos(objects)).toEqual(['upload-1']);

    const root = join(tempDir(), 'sift', 'objects');
    const replica = filePhotos(root);
    expect(await replica.list()).toEqual(new Set());
    await replica.put(completePhotos(objects), objects);
    expect(await replica.list()).toEqual(new Set(['upload-1']));
    expect(readdirSync(join(root, 'upload-1')).sort()).toEqual(['1200.webp', '400.webp', '800.webp']);

    photo(objects, 'upload-2');
    expect(completePhotos(objects, await replica.list())).toEqual(['upload-2']);
  });

  it('never lists a copy cut short, and brings every photo back', async () => {
    const objects = tempDir();
    photo(objects, 'upload-1');
    const root = join(tempDir(), 'objects');
    const replica = filePhotos(root);
    await replica.put(['upload-1'], objects);
    // A copy cut short by a crash: its folder keeps the incoming name.
    mkdirSync(join(root, '.incoming-upload-9'));
    expect(await replica.list()).toEqual(new Set(['upload-1']));
    const into = join(tempDir(), 'objects');
    expect(await replica.fetchAll(into)).toBe(1);
    expect(readdirSync(into)).toEqual(['upload-1']);
    expect(existsSync(join(into, 'upload-1', '800.webp'))).toBe(true);
  });
});
