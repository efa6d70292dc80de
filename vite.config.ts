import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { FontaineTransform } from 'fontaine';
import { BRAND } from './shared/brand';
import { lateDexieForHooks } from './scripts/late-dexie-plugin';

// The API runs on its own port in development (scripts/dev.mjs); Vite proxies to it.
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The stylesheet first in the page's head, before the fonts and scripts Vite and index.html put
 * there: over HTTP/1.1 a browser opens six connections to a server, and a page's first requests
 * (the stylesheet, the largest paint's photo, two fonts, the entry's scripts) were seven. The
 * stylesheet holds back the first paint, so it must not be the one that waits. The page's own
 * tags (index.html's app-head mark, with the photo's preload) follow it
 * (docs/quality.md#the-apps-start).
 */
function stylesheetFirst(): Plugin {
  return {
    name: 'stylesheet-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const link = html.match(/\s*<link rel="stylesheet"[^>]*>/);
        if (!link) return html;
        return html.replace(link[0], '').replace(/(<meta name="viewport"[^>]*>)/, (viewport) => viewport + link[0]);
      },
    },
  };
}

/**
 * The web app manifest's link out of the page the server sends: the app adds it once the page has
 * loaded and settled, with the service worker (app/data/sw-registration.ts). In the head, Chromium
 * fetched the manifest and then its 192 px icon while a first visit's page was still coming, two
 * more requests (over HTTP/1.1 two more connections) ahead of its largest paint; installing needs
 * neither before the page is on screen (docs/quality.md#the-manifest-after-the-page).
 */
function manifestLinkedByApp(): Plugin {
  return {
    name: 'manifest-linked-by-app',
    apply: 'build',
    enforce: 'post', // after vite-plugin-pwa's own, which adds the link
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
    },
  };
}

/**
 * Two builds (scripts/build.mjs): the browser's app, and with `--ssr` the server's render of its
 * pages (app/entry-server.tsx, decision 007) into the build's server/ folder: one file with its
 * libraries inside, so the server loads it from any DIST_DIR, and without the service worker.
 */
/** The local fonts that stand in for the web fonts while they load, by platform: Windows and macOS, Android, iOS. */
const INTER_FALLBACKS = ['Arial', 'Roboto', 'Helvetica Neue'];
const FRAUNCES_FALLBACKS = ['Georgia', 'Times New Roman'];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    lateDexieForHooks(),
    react(),
    !isSsrBuild && stylesheetFirst(),
    // Until the web fonts arrive, text is set in a local font sized to their metrics ('Inter
    // fallback', 'Fraunces fallback' in app/styles.css), so nothing moves when they swap in
    // (docs/decisions/044-font-fallbacks-sized-to-the-fonts.md).
    FontaineTransform.vite({
      fallbacks: { Inter: INTER_FALLBACKS, Fraunces: FRAUNCES_FALLBACKS },
      resolvePath: (path) => new URL(`./public${path}`, import.meta.url),
    }),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: {
          rollupFormat: 'iife',
          globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
          globIgnores: ['screenshots/**', 'server/**'],
        },
        manifest: {
          id: '/',
          name: `${BRAND}: baking recipes and classes`,
          short_name: BRAND,
          description:
            'Recipes, baking classes and video tutorials from a home baker. Scale, print and cook from every recipe, even offline.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'any',
          theme_color: '#7a3b2e',
          background_color: '#fbf6ee',
          categories: ['food', 'education', 'lifestyle'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
          screenshots: [
            {
              src: '/screenshots/phone.png',
              sizes: '780x1688',
              type: 'image/png',
              form_factor: 'narrow',
              label: 'Recipes on a phone',
            },
            {
              src: '/screenshots/desktop.png',
              sizes: '1280x800',
              type: 'image/png',
              form_factor: 'wide',
              label: 'The recipe catalog',
            },
          ],
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && manifestLinkedByApp(),
    // Every text file of the build also written gzipped and brotli-compressed beside it, at the
    // highest levels, once: the server sends those bytes as they are (api/http/static-files.ts).
    // Vite's manifest is never served, so never compressed; sw.js is written after the bundle and
    // compressed by scripts/build.mjs.
    !isSsrBuild &&
      compression({
        algorithms: ['gzip', 'brotliCompress'],
        include: /\.(js|css|svg|webmanifest|json|txt)$/,
        exclude: /(^|[\\/])\.vite[\\/]/,
        threshold: 1025,
      }),
  ],
  // The server's render runs React's production build whatever NODE_ENV the server is started with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  ssr: { noExternal: true },
  // Served through the plugins in development too, so lateDexieForHooks applies (the dependency
  // optimizer would bundle dexie-react-hooks with Dexie itself).
  optimizeDeps: { exclude: ['dexie-react-hooks'] },
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // .vite/manifest.json: the server preloads a route's own chunks in the HTML it sends (api/pages.ts).
    manifest: !isSsrBuild,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // The app's start (app/boot.tsx) and everything it imports in two files, the libraries
        // (app/libraries.ts) and the app: a rendered page fetches them once it is on screen
        // (decision 007), in two requests instead of dozens. Vite's preload helper and the early
        // input keeper stay apart, in one small file: the entry script uses them before the app's
        // start, and each request of a first visit counts (stylesheetFirst above).
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'early', test: /preload-helper|early-input\.ts$/, priority: 2 },
                { name: 'libraries', test: /app[\\/]libraries\.ts$/, priority: 1 },
                { name: 'start', test: /app[\\/]boot\.tsx$/ },
              ],
            },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/objects': `http://127.0.0.1:${apiPort}`,
      '/robots.txt': `http://127.0.0.1:${apiPort}`,
      '/sitemap.xml': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
