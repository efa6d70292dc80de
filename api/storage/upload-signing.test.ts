import { describe, expect, it } from 'vitest';
import { parseUploadUrl, signUpload, uploadUrl, verifyUpload } from './upload-signing';

const secret = 'a-test-secret-0123456789';
const id = 'f'.repeat(32);

describe('signed upload URLs', () => {
  it('verifies its own URL until it expires', () => {
    const now = 1_700_000_000_000;
    const signed = parseUploadUrl(uploadUrl(secret, id, now + 1000))!;
    expect(signed.id).toBe(id);
    expect(verifyUpload(secret, signed, now)).toBe(true);
    expect(verifyUpload(secret, signed, now + 1000)).toBe(false);
    expect(verifyUpload(secret, signed, now + 5000, { ignoreExpiry: true })).toBe(true);
  });

  it('refuses another secret, another id or another expiry', () => {
    const expires = Date.now() + 60_000;
    const sig = signUpload(secret, id, expires);
    expect(verifyUpload('another-secret-0123456789', { id, expires: String(expires), sig }, Date.now())).toBe(false);
    expect(verifyUpload(secret, { id: 'e'.repeat(32), expires: String(expires), sig }, Date.now())).toBe(false);
    expect(verifyUpload(secret, { id, expires: String(expires + 1), sig }, Date.now())).toBe(false);
  });

  it('reads absolute URLs and refuses other paths', () => {
    expect(parseUploadUrl(`https://bakery.example${uploadUrl(secret, id, 5)}`)?.id).toBe(id);
    expect(parseUploadUrl('/api/objects/upload/../x?expires=1&sig=x')).toBeNull();
    expect(parseUploadUrl(`/api/objects/upload/${id}`)).toBeNull();
    expect(parseUploadUrl('::::')).toBeNull();
  });
});
