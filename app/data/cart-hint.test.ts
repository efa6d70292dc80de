import { describe, expect, it } from 'vitest';
import { keepCartHint } from './cart-hint';

/** A document.cookie that behaves like the browser's: writes set or drop one cookie, reads list them. */
function cookieJar(protocol = 'http:') {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    location: { protocol } as Location,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair, ...attributes] = text.split(';').map((part) => part.trim());
      const [name, value] = pair!.split('=') as [string, string];
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

describe('the cart hint cookie', () => {
  it('is set while the cart has lines and dropped when it has none, written only on a change', () => {
    const doc = cookieJar();
    doc.cookie = 'signed_in=1; Path=/';
    keepCartHint(0, doc);
    expect(doc.cookie).toBe('signed_in=1');
    keepCartHint(2, doc);
    expect(doc.cookie).toBe('signed_in=1; has_cart=1');
    expect(doc.writes.at(-1)).toBe('has_cart=1; Path=/; Max-Age=2592000; SameSite=Lax');
    keepCartHint(3, doc);
    expect(doc.writes).toHaveLength(2);
    keepCartHint(0, doc);
    expect(doc.cookie).toBe('signed_in=1');
    expect(doc.writes).toHaveLength(3);
  });

  it('is Secure on a secure page', () => {
    const doc = cookieJar('https:');
    keepCartHint(1, doc);
    expect(doc.writes).toEqual(['has_cart=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure']);
  });
});
