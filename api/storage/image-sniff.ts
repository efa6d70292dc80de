/**
 * Magic-byte sniffing (docs/architecture.md#security): an upload is accepted only when its first bytes say JPEG,
 * PNG, WebP, GIF or AVIF, whatever its name or Content-Type claims.
 */
export type ImageMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 32;

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

export function sniffImageType(head: Buffer): ImageMime | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return 'image/gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, or a compatible brand listed in the ftyp box, says AVIF.
    const boxSize = head.readUInt32BE(0);
    const end = Math.min(head.length, Math.max(16, boxSize));
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(head, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'image/avif';
    }
  }
  return null;
}
