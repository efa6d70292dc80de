/**
 * The admin session in the browser under the storage keys of docs/product.md#admin. The
 * server is the authority (its token expires too); these keys only decide what the screens
 * show. Kept tiny: main.tsx imports it before the first paint.
 */
const TOKEN_KEY = 'adminToken';
const AUTHENTICATED_KEY = 'isAdminAuthenticated';
const TIMESTAMP_KEY = 'adminAuthTimestamp';
const SESSION_FLAG_KEY = 'isAdmin';

/** docs/product.md#admin: an admin session lasts 24 hours from its timestamp. */
export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000;

/** Paths that keep a stored session when the app starts (docs/product.md#admin). */
const KEEP_ON_START = new Set(['/admin/dashboard', '/admin/login']);

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback; // storage blocked (private mode, policy): no session
  }
}

export function saveAdminSession(token: string, now = Date.now()): void {
  safely(() => {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(AUTHENTICATED_KEY, 'true');
    localStorage.setItem(TIMESTAMP_KEY, String(now));
    sessionStorage.setItem(SESSION_FLAG_KEY, 'true');
  }, undefined);
}

export function clearAdminSession(): void {
  safely(() => {
    for (const key of [TOKEN_KEY, AUTHENTICATED_KEY, TIMESTAMP_KEY]) localStorage.removeItem(key);
    sessionStorage.removeItem(SESSION_FLAG_KEY);
  }, undefined);
}

/** The stored token while the session is present and under 24 hours old; an expired one is cleared. */
export function getAdminToken(now = Date.now()): string | null {
  return safely(() => {
    const token = localStorage.getItem(TOKEN_KEY);
    const stamp = Number(localStorage.getItem(TIMESTAMP_KEY));
    if (!token || localStorage.getItem(AUTHENTICATED_KEY) !== 'true' || !Number.isFinite(stamp) || stamp <= 0)
      return null;
    if (now - stamp >= ADMIN_SESSION_MS || stamp > now + 60_000) {
      clearAdminSession();
      return null;
    }
    return token;
  }, null);
}

export const hasAdminSession = (now = Date.now()) => getAdminToken(now) !== null;

/**
 * docs/product.md#admin: the site header reads the tab's isAdmin flag. True while this tab holds a live
 * admin session, so the header can offer the way back to the dashboard.
 */
export const isAdminInThisTab = (now = Date.now()) =>
  safely(() => sessionStorage.getItem(SESSION_FLAG_KEY) === 'true', false) && hasAdminSession(now);

/** docs/product.md#admin: on application start, unless the path is the dashboard or login, admin data is cleared. */
export function clearAdminSessionOnStart(pathname: string = window.location.pathname): void {
  if (!KEEP_ON_START.has(pathname.replace(/\/+$/, '') || '/')) clearAdminSession();
}
