/**
 * Where the login page sends the admin back to after a session ended in the middle of a form
 * (docs/architecture.md#look-and-feel: an error keeps the user's input). Only the admin screens are allowed, so the
 * query parameter cannot send anyone off the site.
 */
const RETURN_PARAM = 'returnTo';
const ADMIN_FORM_PATH = /^\/(?:recipes\/(?:add|add-combo|edit\/[A-Za-z0-9-]+)|admin\/dashboard)$/;

/** '/admin/login?returnTo=/recipes/add'. */
export const loginPathFor = (path: string): string =>
  ADMIN_FORM_PATH.test(path) ? `/admin/login?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/admin/login';

/** The screen to open after logging in: the requested admin form, or null (the dashboard). */
export function returnPathFrom(params: URLSearchParams): string | null {
  const path = params.get(RETURN_PARAM);
  return path && ADMIN_FORM_PATH.test(path) ? path : null;
}
