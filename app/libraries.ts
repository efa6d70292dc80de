/**
 * The libraries every screen runs on, imported by the entry script (app/main.tsx) before the app
 * itself so that running them is a task of its own. The app imports them as usual; a module
 * runs once.
 */
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
