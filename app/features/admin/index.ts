export { useHiddenAdminEntry } from './use-hidden-admin-entry';
export { clearAdminSessionOnStart } from './admin-session';
