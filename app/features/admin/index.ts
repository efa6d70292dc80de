export { useHiddenAdminEntry } from './use-hidden-admin-entry';
export { clearAdminSessionOnStart, isAdminInThisTab } from './admin-session';
