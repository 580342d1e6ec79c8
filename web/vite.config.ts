import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compileHints } from './scripts/compile-hints';

// The dev server forwards API, image and sandbox-payment calls to the shop server, so the SPA and the API
// share one origin in development just as they do in production.
const backend = process.env.VOLTCART_API_PROXY ?? 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss(), compileHints()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server reads it to preload a product or category page's own chunks with its HTML.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into the entry's one file: on a phone each file is a request
        // (six at a time per origin over HTTP/1.1), and the first screen waits for all of them.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
      // The shop imports constants (paths, categories, banners) from the contract, whose modules also build Zod
      // schemas at load time: a contract module (or Zod's) whose exports the shop does not use is left out whole.
      // No call is declared pure build-wide: a name such as Zod's `z` can be a minified dependency's own function.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]contract[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]zod[\\/]/, sideEffects: false },
          { test: /./, sideEffects: true },
        ],
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/uploads': { target: backend, changeOrigin: false },
      '/sandbox': { target: backend, changeOrigin: false },
    },
  },
});
