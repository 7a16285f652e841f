import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyEntry } from './vite-early-entry';

// The API server (apps/server) listens on 3000 in development; the SPA calls it through this proxy so
// cookies and relative `/api/...` paths behave exactly as in production, where the server serves the SPA.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyEntry()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    modulePreload: {
      // pdf.js's chunk (no dependencies of its own) is imported by the review screen at page load: a plain import()
      // issued while the main bundle is still being evaluated is only fetched after it; a modulepreload link (what
      // Vite inserts for chunks with dependencies) is fetched at once. The name test just misses if chunks are renamed.
      resolveDependencies: (file, deps) => (deps.length === 0 && /(^|\/)pdf-[\w-]+\.js$/.test(file) ? [file] : deps),
    },
  },
});
