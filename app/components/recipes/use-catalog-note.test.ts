import { describe, expect, it } from 'vitest';
import { CATALOG_NOTES, catalogNote } from './use-catalog-note';

describe('catalogNote', () => {
  it('says nothing once the whole catalog has been on the device, whatever the last sync did', () => {
    expect(catalogNote({ complete: true, status: 'error', errorKind: 'offline' })).toBeNull();
    expect(catalogNote({ complete: true, status: 'syncing', errorKind: null })).toBeNull();
  });

  it('says the catalog is still downloading while the first sync runs or is about to', () => {
    expect(catalogNote({ complete: false, status: 'syncing', errorKind: null })).toBe(CATALOG_NOTES.downloading);
    expect(catalogNote({ complete: false, status: 'idle', errorKind: null })).toBe(CATALOG_NOTES.downloading);
  });

  it('says it will be complete when back online after a first sync cut off by the network', () => {
    expect(catalogNote({ complete: false, status: 'error', errorKind: 'offline' })).toBe(
      'Only part of the recipe catalog is on this device so far. It will be complete when you are back online.',
    );
  });

  it('does not blame the network for a sync the server or the device stopped', () => {
    expect(catalogNote({ complete: false, status: 'error', errorKind: 'server' })).toBe(CATALOG_NOTES.stopped);
    expect(catalogNote({ complete: false, status: 'error', errorKind: 'storage' })).toBe(CATALOG_NOTES.stopped);
  });
});
