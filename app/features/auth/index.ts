export { AuthProvider, useAuth, type AuthContextValue } from './auth-provider';
export {
  AuthDialogProvider,
  AuthDialogTrigger,
  useAuthDialog,
  type AuthMode,
  type OpenAuthDialogOptions,
} from './auth-dialog-provider';
export { AccountControls } from './account-controls';
export { displayName, fullName, nameFields } from './display-name';
