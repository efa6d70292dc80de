/**
 * The timer bell: a Web Audio beep, a vibration and, where the visitor already allowed it, a system
 * notification (never asked for here: a permission prompt in the middle of baking is not welcome).
 */
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

/** Rings once for a finished timer. */
export function ring(label: string): void {
  if (pageWasUsed()) {
    try {
      beep();
    } catch {
      // No sound on this device: the alert on screen still shows.
    }
    navigator.vibrate?.([300, 150, 300, 150, 300]);
  }
  try {
    if ('Notification' in window && Notification.permission === 'granted' && document.visibilityState !== 'visible') {
      new Notification('Timer done', { body: label, tag: `timer-${label}` });
    }
  } catch {
    // Some browsers only allow notifications from the service worker; the on-screen alert is enough.
  }
}
