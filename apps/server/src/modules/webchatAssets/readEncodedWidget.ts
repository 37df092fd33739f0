import { readFile } from 'node:fs/promises';

// The widget as the browser accepts it: the build writes webchat.js.br and .gz beside the script
// (scripts/precompress.mjs), ~20 KB instead of ~60. A missing copy (a build without that step)
// falls back to the plain file; null when the widget is not built at all.
export async function readEncodedWidget(file: string, acceptEncoding: string | undefined) {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  for (const encoding of ['br', 'gzip'] as const) {
    if (!accepted.includes(encoding)) continue;
    const code = await readFile(`${file}.${encoding === 'gzip' ? 'gz' : 'br'}`).catch(() => null);
    if (code) return { code, encoding };
  }
  const code = await readFile(file).catch(() => null);
  return code ? { code, encoding: null } : null;
}
