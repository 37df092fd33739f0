import { ChunkLoadError } from './ChunkLoadError.ts';

// Dynamic imports have no deadline of their own: a chunk stuck on a dead connection would leave
// a spinner forever. After `ms` the load counts as failed, so the reload prompt shows instead.
export function withChunkTimeout<T>(load: Promise<T>, chunk: string, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', chunk)), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
