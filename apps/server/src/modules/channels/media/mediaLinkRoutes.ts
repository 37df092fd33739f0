import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { attachmentKind } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicAccess } from '../../../app/access.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { attachments } from '../../../db/schema/index.ts';
import { uploadPath } from '../../live/index.ts';
import { checkMediaLink } from './mediaLink.ts';
import { rememberServer } from './serverBaseUrl.ts';

const params = z.object({ attachmentId: z.string().max(64) });
const query = z.object({
  expires: z.string().max(16).default(''),
  signature: z.string().max(64).default(''),
});

// An ASCII stand-in for the file name, for clients that ignore filename*: no quotes, slashes or
// control characters can break out of the header.
const asciiName = (name: string) => name.replace(/[^\w.\- ]/g, '_').slice(0, 100) || 'file';
// RFC 5987's value characters: encodeURIComponent leaves ' ( ) * as they are.
const extendedName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

// GET /media/:attachmentId?expires=&signature=: one upload for a provider fetching a media message
// (mediaLink.ts signs the link). Public: the signature is the credential. A forged or altered link
// is a 403, an expired one too; an upload gone (purged, deleted with its conversation) a 404. The
// bytes are untrusted: served as a download with the stored type only when it is on the upload
// allow-list (else application/octet-stream), never sniffed, under a sandbox policy.
export function mediaLinkRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    rememberServer(services, app.server);
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/media/:attachmentId',
        { config: publicAccess, schema: { hide: true, params, querystring: query } },
        async (request, reply) => {
          const { attachmentId } = request.params;
          const check = checkMediaLink(
            services.secretKey,
            { attachmentId, ...request.query },
            services.clock.now(),
          );
          if (check !== 'valid') throw new CatalogueError('generic.forbidden');
          const [row] = await services.database.db
            .select()
            .from(attachments)
            .where(eq(attachments.id, attachmentId));
          const path = row ? uploadPath(services.env.DATA_DIR, row.accountId, row.id) : null;
          const found = path ? await stat(path).catch(() => null) : null;
          if (!row || !path || !found) throw new CatalogueError('live.attachmentNotFound');
          const type = attachmentKind(row.mime) ? row.mime : 'application/octet-stream';
          return reply
            .type(type)
            .header('content-length', found.size)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', 'sandbox')
            .header('cache-control', 'private, no-store')
            .header(
              'content-disposition',
              `attachment; filename="${asciiName(row.name)}"; filename*=UTF-8''${extendedName(row.name)}`,
            )
            .send(createReadStream(path));
        },
      );
  };
}
