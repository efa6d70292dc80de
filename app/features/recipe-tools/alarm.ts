/**
 * The timer bell (docs/product.md#recipe-tools): on a page in view, a Web Audio beep, a vibration
 * and the on-screen alert; on a hidden page (another tab, the screen locked), a system notification
 * shown through the service worker's registration, where the baker allowed it when starting a
 * timer (notification-offer.tsx). Nothing here asks for the permission.
 */
import { TIMER_DONE_TITLE, timerNotification, type TimerNotice } from '../../../shared/timer-notices';

let audio: AudioContext | null = null;

/** Called from the click that starts a timer: browsers only let sound play after a user gesture. */
export function unlockAudio(): void {
  try {
    const Ctx =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    if (audio.state === 'suspended') void audio.resume();
  } catch {
    audio = null;
  }
}

function beep(): void {
  unlockAudio();
  if (!audio) return;
  const start = audio.currentTime;
  for (let i = 0; i < 3; i++) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.value = 880;
    const at = start + i * 0.35;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start(at);
    osc.stop(at + 0.3);
  }
}

/**
 * Whether this page has had a tap or key press. Before one (a timer that ends on a page just
 * reloaded), browsers refuse sound and vibration and log each attempt, so only the on-screen
 * alert shows.
 */
function pageWasUsed(): boolean {
  return navigator.userActivation?.hasBeenActive ?? true;
}

/** Rings once for a finished timer on the page in view: the sound and the vibration. */
export function ring(): void {
  if (!pageWasUsed()) return;
  try {
    beep();
  } catch {
    // No sound on this device: the alert on screen still shows.
  }
  navigator.vibrate?.([300, 150, 300, 150, 300]);
}

export const notificationsAllowed = () => typeof Notification !== 'undefined' && Notification.permission === 'granted';

/**
 * The notification for a timer that ended while the page was hidden, through the service
 * worker's registration (Chrome on Android shows no other kind); without a worker, the page's own.
 */
export async function notifyTimerDone(timer: TimerNotice): Promise<void> {
  if (!notificationsAllowed()) return;
  const options = timerNotification(timer);
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      const shown = await registration.getNotifications({ tag: options.tag! });
      if (!shown.length) await registration.showNotification(TIMER_DONE_TITLE, options);
      return;
    }
    new Notification(TIMER_DONE_TITLE, options);
  } catch {
    // Refused after all (a policy, a private window): the alarm rings when the page is back.
  }
}
