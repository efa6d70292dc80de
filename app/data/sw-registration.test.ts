// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MANIFEST_PATH, linkManifest } from './sw-registration';

describe('linkManifest', () => {
  it('links the manifest in the head once, however often it is called', () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(doc.head.querySelector('link[rel="manifest"]')).toBeNull();

    linkManifest(doc);
    linkManifest(doc);

    const links = doc.head.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(MANIFEST_PATH);
  });

  it('leaves a page that already links a manifest as it is', () => {
    const doc = document.implementation.createHTMLDocument('page');
    doc.head.innerHTML = '<link rel="manifest" href="/other.webmanifest">';

    linkManifest(doc);

    expect([...doc.head.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/other.webmanifest',
    ]);
  });
});
