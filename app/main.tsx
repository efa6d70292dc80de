import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { clearAdminSessionOnStart } from './features/admin';
import { startBackgroundWork } from './start';
import './styles.css';

clearAdminSessionOnStart();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startBackgroundWork();
