import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// The limit of issue 4: customer pages must stay fast, socket client included.
export const gzipLimitBytes = 50 * 1024;

// Bundles the widget into one minified IIFE in memory; answers the code and its gzipped size.
export async function bundleWidget() {
  const result = await build({
    entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2020'],
    platform: 'browser',
    legalComments: 'none',
    write: false,
  });
  const code = result.outputFiles[0].contents;
  return { code, gzipBytes: gzipSync(code).length };
}
