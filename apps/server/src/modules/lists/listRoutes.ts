import {
  listEntriesQuery,
  listEntriesResponse,
  listFromContactsInput,
  listFromConversationsInput,
  listIdParams,
  listTitleInput,
  okResponse,
  type PermissionKey,
  recipientListResponse,
  recipientListsResponse,
} from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkPermission } from '../../app/checkPermission.ts';
import type { AppServices } from '../../app/services.ts';
import { createListFromContacts } from './createListFromContacts.ts';
import { createListFromConversations } from './createListFromConversations.ts';
import { deleteList } from './deleteList.ts';
import { manageAudiences } from './listAccess.ts';
import { findList, findLists, toRecipientList } from './listRepository.ts';
import { readListEntries } from './readListEntries.ts';
import { renameList } from './renameList.ts';

// A list built from the CRM or from conversations shows what the caller could see there: they need
// that area's own permission too.
function requireAlso(request: FastifyRequest, permission: PermissionKey) {
  if (!request.auth) throw new CatalogueError('generic.forbidden');
  checkPermission(request.auth, permission);
}

export function listRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['broadcast'];
    const config = manageAudiences;
    const params = listIdParams;
    api.get(
      '/api/settings/lists',
      {
        config,
        schema: { summary: 'List recipient lists', tags, response: { 200: recipientListsResponse } },
      },
      async (request) => ({
        lists: (await findLists(request.ctx.db, request.ctx.accountId)).map(toRecipientList),
      }),
    );
    api.post(
      '/api/settings/lists/from-contacts',
      {
        config,
        schema: {
          summary: 'Create a list of the contacts a CRM filter finds',
          tags,
          body: listFromContactsInput,
          response: { 200: recipientListResponse },
        },
      },
      async (request) => {
        requireAlso(request, 'contacts.view');
        return { list: await createListFromContacts(request.ctx, request.body) };
      },
    );
    api.post(
      '/api/settings/lists/from-conversations',
      {
        config,
        schema: {
          summary: 'Create a list of the contacts of the conversations a search finds',
          tags,
          body: listFromConversationsInput,
          response: { 200: recipientListResponse },
        },
      },
      async (request) => {
        requireAlso(request, 'conversations.view');
        return { list: await createListFromConversations(request.ctx, services.clock, request.body) };
      },
    );
    api.get(
      '/api/settings/lists/:id',
      {
        config,
        schema: {
          summary: 'Read a list and its import progress',
          tags,
          params,
          response: { 200: recipientListResponse },
        },
      },
      async (request) => ({
        list: toRecipientList(await findList(request.ctx.db, request.ctx.accountId, request.params.id)),
      }),
    );
    api.put(
      '/api/settings/lists/:id',
      {
        config,
        schema: {
          summary: 'Rename a list',
          tags,
          params,
          body: listTitleInput,
          response: { 200: recipientListResponse },
        },
      },
      async (request) => ({ list: await renameList(request.ctx, request.params.id, request.body.title) }),
    );
    api.delete(
      '/api/settings/lists/:id',
      { config, schema: { summary: 'Delete a list', tags, params, response: { 200: okResponse } } },
      async (request) => {
        await deleteList(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
    api.get(
      '/api/settings/lists/:id/entries',
      {
        config,
        schema: {
          summary: "Read a page of a list's entries",
          tags,
          params,
          querystring: listEntriesQuery,
          response: { 200: listEntriesResponse },
        },
      },
      (request) =>
        readListEntries(request.ctx.db, request.ctx.accountId, request.params.id, request.query.after),
    );
  };
}
