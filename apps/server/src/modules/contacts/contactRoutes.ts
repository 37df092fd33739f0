import {
  contact,
  contactEditor,
  contactInput,
  contactListPage,
  contactNoteAdded,
  contactNoteInput,
  contactTagsInput,
  contactTagsResponse,
  contactTimeline,
  contactTimelineQuery,
  crmIdParams,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { releaseEditLock, takeEditLock } from './contactEditLock.ts';
import { addContactNote, readContactTimeline } from './contactTimeline.ts';
import { listContacts } from './listContacts.ts';
import { readContact } from './readContact.ts';
import { createContact, deleteContact, saveContactTags, updateContact } from './saveContact.ts';

// Reading contacts: every level holding `contacts.view`; writing: up to attendants with
// `contacts.edit`. Which fields each role sees and changes is the sections' own permission.
const read = memberAccess(levels.junior, 'contacts.view');
const edit = memberAccess(levels.attendant, 'contacts.edit');
const ok = { ok: true as const };

export async function contactRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const params = crmIdParams;
  // The query string is parsed by the use case: its `filters` is JSON inside one parameter.
  api.get(
    '/api/contacts',
    {
      config: read,
      schema: {
        summary: 'List contacts with search, filters, sort and a cursor',
        response: { 200: contactListPage },
        tags,
      },
    },
    (request) => listContacts(request.ctx, request.query as Record<string, unknown>),
  );
  api.get(
    '/api/contacts/:id',
    {
      config: read,
      schema: { summary: 'Read a contact with its fields', response: { 200: contact }, tags, params },
    },
    (request) => readContact(request.ctx, request.params.id),
  );
  api.post(
    '/api/contacts',
    {
      config: edit,
      schema: { summary: 'Create a contact', response: { 200: contact }, tags, body: contactInput },
    },
    (request) => createContact(request.ctx, request.body),
  );
  api.put(
    '/api/contacts/:id',
    {
      config: edit,
      schema: {
        summary: "Edit a contact's fields",
        response: { 200: contact },
        tags,
        params,
        body: contactInput,
      },
    },
    (request) => updateContact(request.ctx, request.params.id, request.body),
  );
  // The tags alone, for the live chat's side panel: the same permission as editing the contact, without
  // sending (or being allowed to see) its fields.
  api.put(
    '/api/contacts/:id/tags',
    {
      config: edit,
      schema: {
        summary: "Replace the contact's tags",
        response: { 200: contactTagsResponse },
        tags,
        params,
        body: contactTagsInput,
      },
    },
    (request) => saveContactTags(request.ctx, request.params.id, request.body.tagIds),
  );
  api.delete(
    '/api/contacts/:id',
    { config: edit, schema: { summary: 'Delete a contact', tags, params, response: { 200: okResponse } } },
    async (request) => {
      await deleteContact(request.ctx, request.params.id);
      return ok;
    },
  );
  api.post(
    '/api/contacts/:id/editing',
    {
      config: edit,
      schema: {
        summary: "Take or renew the contact's edit lock",
        response: { 200: contactEditor },
        tags,
        params,
      },
    },
    (request) => takeEditLock(request.ctx, request.params.id),
  );
  api.delete(
    '/api/contacts/:id/editing',
    {
      config: edit,
      schema: { summary: "Release the contact's edit lock", tags, params, response: { 200: okResponse } },
    },
    async (request) => {
      await releaseEditLock(request.ctx, request.params.id);
      return ok;
    },
  );
  api.get(
    '/api/contacts/:id/timeline',
    {
      config: read,
      schema: {
        summary: "Read a page of the contact's timeline",
        response: { 200: contactTimeline },
        tags,
        params,
        querystring: contactTimelineQuery,
      },
    },
    (request) => readContactTimeline(request.ctx, request.params.id, request.query.before),
  );
  api.post(
    '/api/contacts/:id/notes',
    {
      config: edit,
      schema: {
        summary: "Add a note to the contact's timeline",
        response: { 200: contactNoteAdded },
        tags,
        params,
        body: contactNoteInput,
      },
    },
    (request) => addContactNote(request.ctx, request.params.id, request.body.text),
  );
}
