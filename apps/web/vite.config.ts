import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { webManifest } from './build/web-manifest';

export default defineConfig({
  plugins: [
    react(),
    // The manifest and the service worker (decision 031): our own worker (src/service-worker/sw.ts) with
    // the precache list injected; the page registers it itself (src/lib/pwa/), so injectRegister is off.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      includeManifestIcons: false,
      injectManifest: {
        // The shell, every script and style (lazy pages included, so / and /home work offline after one
        // visit), the Latin font files and the small images. Not the .br/.gz copies, not the large icons.
        globPatterns: ['**/*.{js,css,html,svg}', 'assets/*latin-wght-normal*.woff2'],
        globIgnores: ['**/*-ext-*', 'icons/**'],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: {
    // The API runs separately in development (npm run dev); the browser sees one origin either way.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
});
