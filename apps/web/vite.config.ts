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
      // Left alone, the bundler cuts the libraries every signed-in page shares into dozens of small
      // chunks that compress badly one by one. Three fixed groups (measured with bench/routeJsSize.ts):
      // the framework, Ant Design's core (theme, styles, motion, popups) and its form controls, which
      // nearly every settings screen uses. The largest route fell from 362.8 to 349.9 KB gzipped; the
      // login page does not load the groups it does not use.
      output: {
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store)[\\/]/,
            },
            {
              name: 'antd-core',
              test: /node_modules[\\/](antd[\\/]es[\\/](style|theme|_util|config-provider|locale|version|app)[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@rc-component[\\/](util|motion|portal|resize-observer|trigger|context)[\\/]|stylis|@babel[\\/]runtime|@emotion)/,
            },
            {
              name: 'antd-form',
              test: /node_modules[\\/](antd[\\/]es[\\/](form|input|checkbox|radio|grid|row|col|button|space|flex|divider)[\\/]|@rc-component[\\/](form|input|textarea|checkbox|field-form|async-validator)[\\/])/,
            },
          ],
        },
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
