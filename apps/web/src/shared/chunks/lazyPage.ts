import { type ComponentType, lazy } from 'react';
import { chunkLoadTimeoutMs } from './chunkLoadTimeoutMs.ts';
import { withChunkTimeout } from './withChunkTimeout.ts';

// React.lazy with the spec's load deadline; failures reach the nearest ChunkErrorBoundary.
export function lazyPage<P extends object>(name: string, load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => withChunkTimeout(load(), name, chunkLoadTimeoutMs));
}
