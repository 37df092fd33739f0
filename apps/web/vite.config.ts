import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.PROSA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // packages/contracts only declares schemas and constants. Its zod schemas are built at module
      // load, which a bundler must otherwise keep; saying it has no side effects lets /login import
      // a language list without shipping zod.
      treeshake: {
        moduleSideEffects: [
          { test: /packages\/contracts\/src\//, sideEffects: false },
          { test: /node_modules\/@rc-component\//, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    // The API refuses writes whose Origin is not its Host (CSRF), so the proxy keeps the browser's
    // Host header (Vite's shorthand would rewrite it to the API's).
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/socket.io': { target: server, ws: true, changeOrigin: false },
    },
  },
});
