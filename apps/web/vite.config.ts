import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appManifests } from './vite-plugins/app-manifests.ts';
import { inlineCss } from './vite-plugins/inline-css.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { shellOnly } from './vite-plugins/shell-precache.ts';

// The API listens on its own port in development; `npm run dev` passes API_PORT when it differs.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/media': { target: apiTarget, changeOrigin: false },
};

/** The browser's app: dist/, served by the API's origin (apps/server/src/lib/web-app.ts). */
const clientBuild: BuildEnvironmentOptions = {
  outDir: 'dist',
  emptyOutDir: true,
  assetsDir: 'assets',
  sourcemap: false,
  // Every browser the app supports preloads modules itself.
  modulePreload: { polyfill: false },
  // dist/.vite/manifest.json: which chunks a page needs (the service worker precaches /offline's).
  manifest: true,
  rolldownOptions: {
    output: {
      entryFileNames: 'assets/[name]-[hash].js',
      // Locale files become chunks of their own: name them locale-<lang>-<namespace>.
      chunkFileNames: (chunk) => {
        const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
        return locale
          ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js`
          : 'assets/[name]-[hash].js';
      },
      assetFileNames: 'assets/[name]-[hash][extname]',
      codeSplitting: {
        groups: [
          // What the first render needs from node_modules, in one long-lived chunk: an app
          // release does not invalidate the browser's copy of React. Only first-render modules
          // ($initial): the rest of a library (react-i18next's Trans, TanStack's mutations)
          // stays with the pages that use it.
          { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'] },
        ],
      },
    },
  },
};

/**
 * The server's pre-renderer (src/prerender.tsx): dist/server/prerender.js, built after the
 * client, which it leaves in place. Dependencies stay in node_modules.
 */
const serverBuild: BuildEnvironmentOptions = {
  outDir: 'dist/server',
  emptyOutDir: false,
  copyPublicDir: false,
  sourcemap: false,
  rolldownOptions: {
    input: 'src/prerender.tsx',
    output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

/**
 * The service worker (src/service-worker/sw.ts, built as /sw.js) with the app shell's precache
 * list; the page registers it itself after load (src/pwa/register-service-worker.ts), and the
 * manifests are written per language by appManifests.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['index.html', 'favicon.svg', 'icons/*.png', 'assets/*.js'],
    manifestTransforms: [shellOnly('dist')],
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    inlineCss(),
    precompress(),
    ...(isSsrBuild ? [] : [appManifests(), serviceWorker]),
  ],
  server: { proxy },
  preview: { proxy },
  build: isSsrBuild ? serverBuild : clientBuild,
}));
