import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './ChunkLoadError.ts';
import { classifyChunkError } from './classifyChunkError.ts';

describe('classifyChunkError', () => {
  it('reads a script that browsers could not fetch as missing', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/LoginPage-1a2b.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
      'Loading chunk 42 failed.\n(missing: http://x/42.js)',
    ]) {
      expect(classifyChunkError(new TypeError(message))).toBe('missing');
    }
  });

  it('reads a chunk that timed out as timeout', () => {
    expect(classifyChunkError(new ChunkLoadError('timeout', 'Shell'))).toBe('timeout');
    expect(
      classifyChunkError(Object.assign(new Error('x'), { name: 'ChunkLoadError', type: 'timeout' })),
    ).toBe('timeout');
  });

  it('reads a stylesheet failure as css, by code or by message', () => {
    expect(
      classifyChunkError(
        Object.assign(new Error('Loading CSS chunk 3 failed'), { code: 'CSS_CHUNK_LOAD_FAILED' }),
      ),
    ).toBe('css');
    expect(classifyChunkError(new Error('Unable to preload CSS for /assets/Shell-9f.css'))).toBe('css');
  });

  it('leaves every other error alone', () => {
    expect(classifyChunkError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(classifyChunkError('Loading chunk 1 failed')).toBeNull();
    expect(classifyChunkError(null)).toBeNull();
    expect(classifyChunkError(undefined)).toBeNull();
  });
});
