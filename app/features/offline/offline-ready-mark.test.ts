import { describe, expect, it } from 'vitest';
import { picturesText } from './offline-ready-mark';

const state = { status: 'saving', saved: 12, total: 41, bytes: 0, reason: null } as const;

describe("the pictures' progress in 'Available offline'", () => {
  it('counts while they download, says nothing once all are here', () => {
    expect(picturesText(state)).toBe('saving pictures 12 of 41');
    expect(picturesText({ ...state, status: 'done', saved: 41 })).toBeNull();
    expect(picturesText({ ...state, status: 'idle', saved: 0, total: 0 })).toBeNull();
  });

  it('says why some are missing when it stopped short', () => {
    expect(picturesText({ ...state, status: 'stopped', reason: 'budget' })).toBe(
      'pictures 12 of 41 saved; the rest would take more space than this device can spare',
    );
    expect(picturesText({ ...state, status: 'stopped', reason: 'offline' })).toBe(
      'pictures 12 of 41 saved; the rest come when you are back online',
    );
  });
});
