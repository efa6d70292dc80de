import type { User } from '../../shared/schemas/auth';
import type { ProfileUpdate } from '../../shared/schemas/account-fields';
import { ApiError, apiRequest, NetworkError } from './api';
import { deviceDb } from './device-db';

/**
 * The session calls of docs/product.md#accounts (auth). The last signed-in user is kept on the device, so
 * an installed app started with no network still knows who is signed in (a failed request is
 * not an answer about the session); any answer from the server replaces it.
 */
const SESSION_USER_KEY = 'sessionUser';

async function parseUser(body: unknown): Promise<User> {
  // The schema (zod) loads on first use, keeping it out of the first-load JS.
  const { userSchema } = await import('../../shared/schemas/auth');
  return userSchema.parse(body);
}

async function remember(user: User): Promise<User> {
  await (await deviceDb()).meta.put({ key: SESSION_USER_KEY, value: user });
  return user;
}

export async function forgetSessionUser(): Promise<void> {
  await (await deviceDb()).meta.delete(SESSION_USER_KEY);
}

async function rememberedUser(): Promise<User | null> {
  const stored = (await (await deviceDb()).meta.get(SESSION_USER_KEY))?.value;
  if (!stored) return null;
  try {
    return await parseUser(stored);
  } catch {
    return null;
  }
}

/**
 * False when this browser cannot be signed in: no `signed_in` cookie (the server sets it beside
 * the HttpOnly session cookie) and nobody remembered on the device. Outside a browser, unknown.
 */
async function mayBeSignedIn(): Promise<boolean> {
  const cookies = (globalThis as { document?: { cookie: string } }).document?.cookie;
  if (cookies === undefined || /(?:^|;\s*)signed_in=/.test(cookies)) return true;
  return !!(await (await deviceDb()).meta.get(SESSION_USER_KEY));
}

/**
 * docs/product.md#accounts: the session check. Resolves null when signed out; throws on other failures.
 * A visitor who never signed in is not asked about (no request, no 401 in the console).
 */
export async function checkSession(): Promise<User | null> {
  if (!(await mayBeSignedIn())) return null;
  try {
    return await remember(await parseUser(await apiRequest('GET', '/api/auth/me')));
  } catch (err) {
    if (err instanceof NetworkError) return rememberedUser();
    if (err instanceof ApiError && err.status === 401) {
      await forgetSessionUser();
      return null;
    }
    throw err;
  }
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  confirmPassword: string;
  name: string;
  email: string;
}

export async function login(input: LoginInput): Promise<User> {
  return remember(await parseUser(await apiRequest('POST', '/api/auth/login', input)));
}

export async function register(input: RegisterInput): Promise<User> {
  return remember(await parseUser(await apiRequest('POST', '/api/auth/register', input)));
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
  await forgetSessionUser();
}

/**
 * docs/product.md#accounts: the signed-in baker deletes her account with her current password;
 * the server ends every session, so this device forgets who was signed in.
 */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await apiRequest('POST', '/api/auth/account/delete', { currentPassword });
  await forgetSessionUser();
}

/** docs/product.md#accounts: the server's words (a wrong password), else 'Deletion failed'; offline, why. */
export function deleteAccountErrorMessage(err: unknown): string {
  return authErrorMessage(err, 'Deletion failed', 'delete your account');
}

const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * A call that never reached the server has no message of its own: say why in plain words,
 * with what the visitor was doing (`action`: 'sign in', 'log out', ...).
 */
function notSentMessage(action: string): string {
  const onLine = (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine;
  return onLine === false ? `You're offline. Connect to the internet to ${action}.` : UNREACHABLE;
}

/**
 * docs/product.md#accounts: a refused logout shows the server's message, else 'Logout failed'; one that
 * never reached the server says why. The session lives on the server (an HttpOnly cookie), so
 * the visitor stays signed in until it is ended there, rather than looking signed out on a
 * shared phone that the next page load signs back in.
 */
export function logoutErrorMessage(err: unknown): string {
  return authErrorMessage(err, 'Logout failed', 'log out');
}

/** docs/product.md#accounts: the server's message, else 'Login failed'; offline, why. */
export function loginErrorMessage(err: unknown): string {
  return authErrorMessage(err, 'Login failed', 'sign in');
}

/** docs/product.md#accounts: the server's message, else 'Registration failed'; offline, why. */
export function registerErrorMessage(err: unknown): string {
  return authErrorMessage(err, 'Registration failed', 'create an account');
}

export async function updateProfile(update: ProfileUpdate): Promise<User> {
  return remember(await parseUser(await apiRequest('PUT', '/api/auth/profile', update)));
}

/**
 * The message to show for a refused auth call: the server's, preferring the first validation
 * issue's own words over the field-prefixed summary ('Please enter a valid email address'
 * rather than 'email: Please enter a valid email address'). Given the `action`, a call that
 * never reached the server (offline, server down) says so instead of the bare fallback.
 */
export function authErrorMessage(err: unknown, fallback: string, action?: string): string {
  if (err instanceof NetworkError && action) return notSentMessage(action);
  if (!(err instanceof ApiError) || !err.serverMessage) return fallback;
  try {
    const body = JSON.parse(err.bodyText) as { issues?: { message?: unknown }[] };
    const first = body.issues?.[0]?.message;
    if (typeof first === 'string' && first) return first;
  } catch {
    // not JSON: use the message
  }
  return err.serverMessage;
}
