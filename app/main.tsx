import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { seedCatalogFromPage } from './data/catalog-seed';
import { clearAdminSessionOnStart } from './features/admin';
import { startBackgroundWork } from './start';
import './styles.css';

// zod (loaded later, on demand) reads this global: no `new Function` probe, which the strict
// CSP (script-src 'self') would report as a violation. Set here so zod stays out of first load.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

clearAdminSessionOnStart();
void seedCatalogFromPage();

// Rendered as a transition, React works in slices of a few milliseconds and lets the browser
// paint and answer input between them, instead of one long task on a slow phone.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

startBackgroundWork();
