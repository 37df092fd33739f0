import {
  crmField,
  crmFieldInput,
  crmFieldOrderInput,
  crmIdParams,
  crmSection,
  crmSectionInput,
  crmSectionList,
  crmSectionListQuery,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { listSections } from './listSections.ts';
import { createField, deleteField, orderFields, updateField } from './saveField.ts';
import { createSection, deleteSection, updateSection } from './saveSection.ts';

// Reading the form's sections: every member with `contacts.view`; shaping them: `settings.fields`
// (administrators by default, managers when granted).
const read = memberAccess(levels.junior, 'contacts.view');
const shape = memberAccess(levels.manager, 'settings.fields');
const ok = { ok: true as const };

export async function crmRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  const params = crmIdParams;
  api.get(
    '/api/crm/sections',
    {
      config: read,
      schema: {
        summary: 'List the CRM sections and fields the caller may view',
        response: { 200: crmSectionList },
        tags,
        querystring: crmSectionListQuery,
      },
    },
    (request) =>
      listSections(
        request.ctx,
        request.query.type,
        request.auth?.permissions.includes('contacts.edit') ?? false,
      ),
  );
  api.post(
    '/api/crm/sections',
    {
      config: shape,
      schema: { summary: 'Create a CRM section', response: { 200: crmSection }, tags, body: crmSectionInput },
    },
    (request) => createSection(request.ctx, request.body),
  );
  api.put(
    '/api/crm/sections/:id',
    {
      config: shape,
      schema: {
        summary: 'Edit a CRM section',
        response: { 200: crmSection },
        tags,
        params,
        body: crmSectionInput,
      },
    },
    (request) => updateSection(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/crm/sections/:id',
    {
      config: shape,
      schema: { summary: 'Delete a CRM section', tags, params, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteSection(request.ctx, request.params.id);
      return ok;
    },
  );
  api.put(
    '/api/crm/sections/:id/fields/order',
    {
      config: shape,
      schema: {
        summary: "Reorder a section's fields",
        response: { 200: crmSection },
        tags,
        params,
        body: crmFieldOrderInput,
      },
    },
    (request) => orderFields(request.ctx, request.params.id, request.body.fieldIds),
  );
  api.post(
    '/api/crm/fields',
    {
      config: shape,
      schema: { summary: 'Create a CRM field', response: { 200: crmField }, tags, body: crmFieldInput },
    },
    (request) => createField(request.ctx, request.body),
  );
  api.put(
    '/api/crm/fields/:id',
    {
      config: shape,
      schema: { summary: 'Edit a CRM field', response: { 200: crmField }, tags, params, body: crmFieldInput },
    },
    (request) => updateField(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/crm/fields/:id',
    { config: shape, schema: { summary: 'Delete a CRM field', tags, params, response: { 200: okResponse } } },
    async (request) => {
      await deleteField(request.ctx, request.params.id);
      return ok;
    },
  );
}
