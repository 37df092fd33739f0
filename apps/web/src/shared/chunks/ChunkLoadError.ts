// Spec §8: "Loading chunk N failed" of type missing or timeout; a stylesheet that fails carries
// the code CSS_CHUNK_LOAD_FAILED.
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: 'missing' | 'timeout',
    chunk: string,
  ) {
    super(`Loading chunk ${chunk} failed. (${type})`);
  }
}
