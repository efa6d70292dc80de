import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser can tell (its storage, its platform): `serverValue` in the server's
 * render of a page and in the render that hydrates it (decision 007), the device's right after,
 * as a transition: what it shows (a hint, the print sheet) can wait, and a page taken over on a
 * slow phone gets no extra long task for it. A page the browser renders itself reads it one
 * render later too.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    const current = read();
    startTransition(() => setValue(current));
    // Read once, when the component mounts: these values do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}

const yes = () => true;

/**
 * False in the server's render and while React hydrates it, true from a render after: for what
 * only exists in the browser (a portal into <body>, a value from its address).
 */
export function useHydrated(): boolean {
  return useBrowserValue(yes, false);
}
