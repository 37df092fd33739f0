import {
  contactIdentitiesResponse,
  contactMergeInput,
  contactMergeResult,
  crmIdParams,
  levels,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { mergeContacts } from './mergeContacts.ts';
import { readContactIdentities } from './readContactIdentities.ts';

// The same keys as the contact itself (contactRoutes.ts): whoever sees a contact sees how the
// channels know it; merging is an edit of both contacts.
const read = memberAccess(levels.junior, 'contacts.view');
const edit = memberAccess(levels.attendant, 'contacts.edit');

export async function contactIdentityRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const params = crmIdParams;
  api.get(
    '/api/contacts/:id/identities',
    {
      config: read,
      schema: {
        summary: "List a contact's channel identities",
        response: { 200: contactIdentitiesResponse },
        tags,
        params,
      },
    },
    (request) => readContactIdentities(request.ctx, request.params.id),
  );
  api.post(
    '/api/contacts/:id/merge',
    {
      config: edit,
      schema: {
        summary: 'Merge another contact into this one',
        response: { 200: contactMergeResult },
        tags,
        params,
        body: contactMergeInput,
      },
    },
    (request) => mergeContacts(request.ctx, request.params.id, request.body.otherId),
  );
}
