import { afterEach, describe, expect, it } from 'vitest';
import { captureInstallPrompt, installPrompt } from './install-prompt';

afterEach(() => installPrompt.setState(null));

/** A window stand-in that fires the browser's install events, and a promise resolved by hand. */
function setUp() {
  const target = new EventTarget();
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  captureInstallPrompt(target as unknown as Window, settled);
  const offer = () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    target.dispatchEvent(event);
    return event;
  };
  return { target, settle, settled, offer };
}

describe('captureInstallPrompt', () => {
  it("holds back the browser's own prompt at once, and offers Install once the page has settled", async () => {
    const { settle, settled, offer } = setUp();
    const event = offer();
    expect(event.defaultPrevented).toBe(true);
    await Promise.resolve();
    expect(installPrompt.getState()).toBeNull();
    settle();
    await settled;
    await Promise.resolve();
    expect(installPrompt.getState()).toBe(event);
  });

  it('never offers Install once the app was installed, even from an offer made before', async () => {
    const { target, settle, settled, offer } = setUp();
    offer();
    target.dispatchEvent(new Event('appinstalled'));
    settle();
    await settled;
    await Promise.resolve();
    expect(installPrompt.getState()).toBeNull();
  });
});
