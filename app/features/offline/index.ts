export { ConnectivityStatus, useOnline } from './connectivity-status';
