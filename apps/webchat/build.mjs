// `npm run build -w @prosa/webchat`: writes dist/webchat.js and refuses a bundle over the limit.
import { mkdirSync, writeFileSync } from 'node:fs';
import { bundleWidget, gzipLimitBytes } from './bundleWidget.mjs';

const { code, gzipBytes } = await bundleWidget();
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `webchat.js: ${kb(code.length)} minified, ${kb(gzipBytes)} gzipped (limit ${kb(gzipLimitBytes)})`,
);
if (gzipBytes > gzipLimitBytes) {
  console.error('webchat.js is over its gzipped size limit.');
  process.exit(1);
}
mkdirSync(new URL('./dist', import.meta.url), { recursive: true });
writeFileSync(new URL('./dist/webchat.js', import.meta.url), code);
