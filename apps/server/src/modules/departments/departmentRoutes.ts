import {
  departmentIdParams,
  departmentInput,
  departmentResponse,
  departmentsResponse,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createDepartment } from './createDepartment.ts';
import { deleteDepartment } from './deleteDepartment.ts';
import { listDepartments } from './listDepartments.ts';
import { updateDepartment } from './updateDepartment.ts';

const changeAccess = memberAccess(levels.manager, 'settings.departments');

export async function departmentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['departments'];
  api.get(
    '/api/settings/departments',
    {
      config: memberAccess(),
      schema: { summary: 'List departments', tags, response: { 200: departmentsResponse } },
    },
    (request) => listDepartments(request.ctx),
  );
  api.post(
    '/api/settings/departments',
    {
      config: changeAccess,
      schema: {
        summary: 'Create a department',
        tags,
        body: departmentInput,
        response: { 200: departmentResponse },
      },
    },
    (request) => createDepartment(request.ctx, request.body),
  );
  api.put(
    '/api/settings/departments/:id',
    {
      config: changeAccess,
      schema: {
        summary: 'Edit a department',
        tags,
        params: departmentIdParams,
        body: departmentInput,
        response: { 200: departmentResponse },
      },
    },
    (request) => updateDepartment(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/settings/departments/:id',
    {
      config: changeAccess,
      schema: {
        summary: 'Delete a department',
        tags,
        params: departmentIdParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await deleteDepartment(request.ctx, request.params.id);
      return { ok: true as const };
    },
  );
}
