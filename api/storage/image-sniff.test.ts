import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-sniff';
import { isObjectKey } from './object-store';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('sniffImageType', () => {
  it.each([
    ['image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['image/png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['image/gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['image/gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['image/webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['image/avif', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['image/avif', bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiafMA1B')],
  ])('recognises %s', (type, head) => {
    expect(sniffImageType(head)).toBe(type);
  });

  it.each([
    ['HEIC (an ISO-BMFF file that is not AVIF)', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a RIFF WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
    ['HTML', bytes('<!doctype html><script>')],
  ])('refuses %s', (_name, head) => {
    expect(sniffImageType(head)).toBeNull();
  });
});

describe('object keys', () => {
  it.each([
    '../etc',
    '..',
    '%2e%2e',
    '/etc/passwd',
    'a/b',
    'a\\b',
    'a\u0000b',
    '.staging',
    '',
    'UPPER',
    'x'.repeat(81),
  ])('refuses %j', (key) => {
    expect(isObjectKey(key)).toBe(false);
  });
  it('accepts the keys the store makes', () => {
    expect(isObjectKey(`upload-${'a'.repeat(32)}`)).toBe(true);
    expect(isObjectKey('gallery-2')).toBe(true);
  });
});
