import type { ErrorCode } from '@prosa/contracts';
import type { FastifyRequest } from 'fastify';
import { CatalogueError } from './CatalogueError.ts';

// A content-type parser that hands a route the raw file, read up to `maxBytes`: the declared length
// is judged first and the bytes actually read are counted, so a chunked or lying body cannot pass
// it. Beyond the limit it answers `tooLarge`. Register it inside the upload route's own plugin
// (`app.removeAllContentTypeParsers(); app.addContentTypeParser('*', …)`).
export const readLimitedUpload =
  (maxBytes: number, tooLarge: ErrorCode) =>
  async (request: FastifyRequest, payload: NodeJS.ReadableStream): Promise<Buffer> => {
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) throw new CatalogueError(tooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      size += chunk.length;
      if (size > maxBytes) throw new CatalogueError(tooLarge);
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  };
