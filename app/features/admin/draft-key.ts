/**
 * Where a form's draft (form-draft.ts) is kept in this tab's sessionStorage. Apart from
 * form-draft.ts so the login page can tell whether a draft waits without loading its schemas.
 */
const DRAFT_PREFIX = 'adminDraft:';

export const draftKey = (path: string) => `${DRAFT_PREFIX}${path}`;

/** True when the form at `path` has a kept draft. */
export function hasDraft(path: string): boolean {
  try {
    return sessionStorage.getItem(draftKey(path)) !== null;
  } catch {
    return false; // storage blocked: nothing was kept
  }
}
