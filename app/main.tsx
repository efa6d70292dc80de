import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { clearAdminSessionOnStart } from './features/admin';
import { startBackgroundWork } from './start';
import './styles.css';

// zod (loaded later, on demand) reads this global: no `new Function` probe, which the strict
// CSP (script-src 'self') would report as a violation. Set here so zod stays out of first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

clearAdminSessionOnStart();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startBackgroundWork();
