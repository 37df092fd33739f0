// Writes a .gz and a .br beside every text asset of a built folder, so the server sends them
// compressed without compressing on each request (@fastify/static `preCompressed`; the widget's
// route picks webchat.js.gz itself). Usage: `node scripts/precompress.mjs DIR`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|json|svg|txt|map)$/;
// Below this a compressed copy saves less than its headers cost.
const minimumBytes = 1024;

function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      files += precompress(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const content = readFileSync(path);
    if (content.length < minimumBytes) continue;
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    files += 1;
  }
  return files;
}

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs DIR');
  process.exit(2);
}
console.log(`precompressed ${precompress(dir)} files in ${dir}`);
