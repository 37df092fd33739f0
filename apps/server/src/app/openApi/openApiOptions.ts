import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { completeOpenApiDocument } from './completeOpenApiDocument.ts';
import { describeRoute } from './describeRoute.ts';
import { securitySchemes } from './securityFor.ts';

// The /api/openapi.json document: every route described by describeRoute, the whole completed by
// completeOpenApiDocument. `npm test` lints it with Redocly's recommended rules (scripts/lintOpenApi.ts).
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Prosa API',
      version: '0.1.0',
      description:
        'The panel API. Errors answer `{ error: { code, message, details? } }` with a catalogue code.',
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: { securitySchemes },
  },
  transform: describeRoute,
  transformObject: completeOpenApiDocument,
};
