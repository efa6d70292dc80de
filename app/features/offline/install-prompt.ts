import { createStore } from 'zustand/vanilla';

/** The event Chromium fires when the app can be installed (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set while the browser offers installation: the header shows 'Install'. */
export const installPrompt = createStore<BeforeInstallPromptEvent | null>(() => null);

/**
 * Listens from the start (the event can come before React renders): the browser's own
 * mini-infobar is held back and the app's 'Install' button is offered instead, once `offerWhen`
 * resolves (start.ts: when the page has settled; the button is not what a first visit needs
 * before its recipes and photos).
 */
export function captureInstallPrompt(target: Window = window, offerWhen: Promise<void> = Promise.resolve()): void {
  let installed = false;
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    void offerWhen.then(() => !installed && installPrompt.setState(event as BeforeInstallPromptEvent, true));
  });
  target.addEventListener('appinstalled', () => {
    installed = true;
    installPrompt.setState(null);
  });
}

/** Shows the browser's install dialog; the offer is used up either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = installPrompt.getState();
  if (!event) return 'unavailable';
  installPrompt.setState(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}

export const IOS_HINT_DISMISSED_KEY = 'iosInstallHintDismissed';

/** iOS Safari has no install prompt: a hint explains 'Add to Home Screen' (spec: shown until dismissed). */
export function shouldShowIosHint(
  nav: Navigator = navigator,
  storage: Pick<Storage, 'getItem'> = localStorage,
  standaloneQuery = matchMedia('(display-mode: standalone)').matches,
): boolean {
  const ua = nav.userAgent;
  const iOS = /iPhone|iPad|iPod/i.test(ua) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  // Safari only: Chrome (CriOS), Firefox (FxiOS) and in-app browsers cannot add to the home screen.
  const safari = /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram/i.test(ua);
  const standalone = (nav as Navigator & { standalone?: boolean }).standalone === true || standaloneQuery;
  let dismissed: boolean;
  try {
    dismissed = storage.getItem(IOS_HINT_DISMISSED_KEY) === '1';
  } catch {
    dismissed = false;
  }
  return iOS && safari && !standalone && !dismissed;
}
