export { useHiddenAdminEntry } from './use-hidden-admin-entry';
