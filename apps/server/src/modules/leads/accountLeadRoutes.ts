import { crmIdParams, leadDetail, leadListPage, levels } from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { readLead } from './readLead.ts';
import { readLeadPage } from './readLeadPage.ts';

// /people is a general screen of spec §2 opened by the account's "people" module, with no key of
// the permission document (the panel's sidebar reads it the same way): every level reads the
// leads while the module is on.
const read = memberAccess(levels.junior);

function requirePeopleModule(request: FastifyRequest) {
  if (!request.auth?.modules.includes('people')) throw new CatalogueError('accessControl.moduleDisabled');
}

export async function accountLeadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['leads'];
  // The query string is parsed by the use case, so a bad one is a catalogue 400.
  api.get(
    '/api/leads',
    { config: read, schema: { summary: "List the account's leads", response: { 200: leadListPage }, tags } },
    (request) => {
      requirePeopleModule(request);
      return readLeadPage(request.ctx, request.query);
    },
  );
  api.get(
    '/api/leads/:id',
    {
      config: read,
      schema: {
        summary: 'Read a lead with its collected data',
        response: { 200: leadDetail },
        tags,
        params: crmIdParams,
      },
    },
    (request) => {
      requirePeopleModule(request);
      return readLead(request.ctx, request.params.id);
    },
  );
}
