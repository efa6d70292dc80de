export { AuthProvider, useAuth } from './auth-provider';
export { AccountControls } from './account-controls';
