export { useHiddenAdminEntry } from './use-hidden-admin-entry';
export { clearAdminSession, clearAdminSessionOnStart, isAdminInThisTab, saveAdminSession } from './admin-session';
