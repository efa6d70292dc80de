// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyTimerDone, ring } from './alarm';

function pageUsed(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { hasBeenActive, isActive: false } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'userActivation');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the timer bell', () => {
  it('vibrates once the page has had a tap', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    pageUsed(true);
    ring();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it('leaves sound and vibration alone on a page not yet touched, which browsers refuse (and log)', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: vibrate });
    const audio = vi.fn();
    vi.stubGlobal('AudioContext', audio);
    pageUsed(false);
    ring();
    expect(vibrate).not.toHaveBeenCalled();
    expect(audio).not.toHaveBeenCalled();
  });
});

describe('the notification of a timer that ended on a hidden page', () => {
  function worker(shown: Notification[] = []) {
    const registration = {
      showNotification: vi.fn(async () => undefined),
      getNotifications: vi.fn(async () => shown),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    return registration;
  }
  const timer = { id: 't1', label: 'Step 4: 1 hr', url: '/recipes/one-bowl-white-bread' };

  it('is shown through the service worker registration, tagged by timer, leading back to the recipe', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const registration = worker();
    await notifyTimerDone(timer);
    expect(registration.showNotification).toHaveBeenCalledWith('Timer done', {
      body: 'Step 4: 1 hr',
      tag: 'timer-t1',
      icon: '/icons/icon-192.png',
      data: { url: '/recipes/one-bowl-white-bread' },
    });
  });

  it('is shown once, whoever shows it first (the page or the worker)', async () => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    const registration = worker([{} as Notification]);
    await notifyTimerDone(timer);
    expect(registration.showNotification).not.toHaveBeenCalled();
  });

  it('is not shown, nor asked for, without the baker’s permission', async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const registration = worker();
    await notifyTimerDone(timer);
    expect(registration.showNotification).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
