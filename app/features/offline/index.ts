// ConnectivityStatus is not here: the shell loads it on its own once the page is the app's
// (app/shell/offline-corner.tsx), and a page that needs only useOnline does not fetch it.
export { useOnline } from './use-online';
export { installPrompt, promptInstall } from './install-prompt';
