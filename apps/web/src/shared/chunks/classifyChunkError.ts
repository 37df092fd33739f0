export type ChunkFailure = 'missing' | 'timeout' | 'css';

// Browsers word a failed dynamic import differently (Chromium, Firefox, Safari); Vite's preload
// helper reports a stylesheet it could not load; webpack-style errors carry a type or a code.
const missingScript = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /loading chunk [\w-]+ failed/i,
];
const missingStylesheet = [/unable to preload css/i, /loading css chunk [\w-]+ failed/i];

const field = (error: object, name: string): unknown => (error as Record<string, unknown>)[name];

// Tells a chunk that failed to load (the cure is a reload) from any other error; null when the
// error is not about loading code.
export function classifyChunkError(error: unknown): ChunkFailure | null {
  if (typeof error !== 'object' || error === null) return null;
  const message = String(field(error, 'message') ?? '');
  if (field(error, 'code') === 'CSS_CHUNK_LOAD_FAILED' || missingStylesheet.some((p) => p.test(message)))
    return 'css';
  if (field(error, 'name') === 'ChunkLoadError' && field(error, 'type') === 'timeout') return 'timeout';
  if (field(error, 'name') === 'ChunkLoadError' || missingScript.some((p) => p.test(message)))
    return 'missing';
  return null;
}
