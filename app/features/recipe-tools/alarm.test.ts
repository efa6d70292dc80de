// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ring } from './alarm';

function pageUsed(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive, isActive: false } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userActivation');
  vi.restoreAllMocks();
});

describe('the timer bell', () => {
  it('vibrates once the page has had a tap', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    pageUsed(true);
    ring('Step 2: 3 min');
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('leaves sound and vibration alone on a page not yet touched, which browsers refuse (and log)', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const audio = vi.fn();
    vi.stubGlobal('AudioContext', audio);
    pageUsed(false);
    ring('Step 2: 3 min');
    expect(vibrate).not.toHaveBeenCalled();
    expect(audio).not.toHaveBeenCalled();
  });
});
