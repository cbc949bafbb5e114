import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  server: {
    // The API runs separately in development (npm run dev); the browser sees one origin either way.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // Read by the prerender (build/prerender.ts) and the byte budgets (build/budgets.test.ts).
    manifest: true,
  },
});
