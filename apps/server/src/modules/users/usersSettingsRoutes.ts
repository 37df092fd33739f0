import {
  accessLogQuery,
  accessLogResponse,
  createUserInput,
  extraUsersInput,
  extraUsersResponse,
  okResponse,
  teamMembersResponse,
  updateUserInput,
  userIdParams,
  userResponse,
  usersQuery,
  usersResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createUser } from './createUser.ts';
import { deleteUser } from './deleteUser.ts';
import { editUser } from './editUser.ts';
import { findMemberOrFail } from './findMemberOrFail.ts';
import { listAccessLog } from './listAccessLog.ts';
import { listTeamMembers } from './listTeamMembers.ts';
import { listUsers } from './listUsers.ts';
import { requestExtraUsers } from './requestExtraUsers.ts';
import { setUserActive } from './setUserActive.ts';

// The users screen is for administrators (and the provider's staff) holding settings.users.
const access = memberAccess(12, 'settings.users');
const ok = { ok: true as const };

export async function usersSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const base = '/api/settings/users';
  const withId = { params: userIdParams };
  api.get(
    base,
    {
      config: access,
      schema: {
        summary: "List the account's members",
        tags,
        querystring: usersQuery,
        response: { 200: usersResponse },
      },
    },
    (request) => listUsers(request.ctx, request.query),
  );
  api.post(
    base,
    {
      config: access,
      schema: { summary: 'Add a member', tags, body: createUserInput, response: { 200: userResponse } },
    },
    (request) => createUser(request.ctx, request.body),
  );
  api.post(
    `${base}/extra-requests`,
    {
      config: access,
      schema: {
        summary: 'Ask for more users than the plan allows',
        tags,
        body: extraUsersInput,
        response: { 200: extraUsersResponse },
      },
    },
    (request) => requestExtraUsers(request.ctx, request.body),
  );
  api.get(
    `${base}/:id`,
    {
      config: access,
      schema: { summary: 'Read a member', tags, ...withId, response: { 200: userResponse } },
    },
    async (request) => ({
      user: await findMemberOrFail(request.ctx.db, request.ctx.accountId, request.params.id),
    }),
  );
  api.put(
    `${base}/:id`,
    {
      config: access,
      schema: {
        summary: 'Edit a member',
        tags,
        ...withId,
        body: updateUserInput,
        response: { 200: userResponse },
      },
    },
    (request) => editUser(request.ctx, request.params.id, request.body),
  );
  api.post(
    `${base}/:id/deactivate`,
    {
      config: access,
      schema: { summary: 'Deactivate a member', tags, ...withId, response: { 200: userResponse } },
    },
    (request) => setUserActive(request.ctx, request.params.id, false),
  );
  api.post(
    `${base}/:id/reactivate`,
    {
      config: access,
      schema: { summary: 'Reactivate a member', tags, ...withId, response: { 200: userResponse } },
    },
    (request) => setUserActive(request.ctx, request.params.id, true),
  );
  api.delete(
    `${base}/:id`,
    {
      config: access,
      schema: { summary: 'Remove a member from the account', tags, ...withId, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteUser(request.ctx, request.params.id);
      return ok;
    },
  );
  api.get(
    `${base}/:id/access-log`,
    {
      config: access,
      schema: {
        summary: "Read a member's access log",
        tags,
        ...withId,
        querystring: accessLogQuery,
        response: { 200: accessLogResponse },
      },
    },
    (request) => listAccessLog(request.ctx, request.params.id, request.query.page),
  );
  // Any member: the shell's attendants drawer.
  api.get(
    '/api/team/members',
    {
      config: memberAccess(),
      schema: {
        summary: 'List the active members the caller may see',
        tags,
        response: { 200: teamMembersResponse },
      },
    },
    (request) => listTeamMembers(request.ctx),
  );
}
