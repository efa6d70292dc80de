export { ConnectivityStatus, useOnline } from './connectivity-status';
export { installPrompt, promptInstall } from './install-prompt';
