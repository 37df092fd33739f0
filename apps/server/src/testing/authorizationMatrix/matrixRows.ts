import type { PermissionKey } from '@prosa/contracts';
import { analyticsMatrixRows } from './analyticsMatrixRows.ts';
import { broadcastMatrixRows } from './broadcastMatrixRows.ts';
import { channelsMatrixRows } from './channelsMatrixRows.ts';
import { contactIdentitiesMatrixRows } from './contactIdentitiesMatrixRows.ts';
import { contactImportMatrixRows } from './contactImportMatrixRows.ts';
import { contactsMatrixRows } from './contactsMatrixRows.ts';
import { allowedUpTo, type Expected } from './expectedStatuses.ts';
import { flowMatrixRows } from './flowMatrixRows.ts';
import { integrationsMatrixRows } from './integrationsMatrixRows.ts';
import { knowledgeMatrixRows } from './knowledgeMatrixRows.ts';
import { listsMatrixRows } from './listsMatrixRows.ts';
import { liveMatrixRows } from './liveMatrixRows.ts';
import type { MatrixFixtures, Request } from './matrixFixtures.ts';
import { numbersMatrixRows } from './numbersMatrixRows.ts';
import { sendingDomainsMatrixRows } from './sendingDomainsMatrixRows.ts';

export interface MatrixRow {
  // "METHOD /url" exactly as the route is registered.
  route: string;
  request: (f: MatrixFixtures) => Request | Promise<Request>;
  expected: Expected;
  // The permission the route checks: with its module off or the key revoked, it answers 403.
  permission?: PermissionKey;
}

const everyone = (outra: 200 | 404) => allowedUpTo(15, outra);
const administrators = (outra: 200 | 404) => allowedUpTo(12, outra);
// Shared quick responses: managers and above change others' ones; attendants may only read them.
const managers = (outra: 200 | 404) => allowedUpTo(13, outra);

// Every route of issue 3 with the answer each caller must get. Levels follow the routes' rules
// and the catalogue's defaults (docs/decisions.md): department and live settings writes are the
// administrators' by default, though managers may be granted them.
export const matrixRows: MatrixRow[] = [
  {
    route: 'GET /api/settings/tags',
    request: () => ({ path: '/api/settings/tags' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/settings/tags',
    request: (f) => ({ path: '/api/settings/tags', body: f.tagBody() }),
    expected: managers(200),
  },
  {
    route: 'PUT /api/settings/tags/:id',
    request: (f) => ({ path: `/api/settings/tags/${f.tagId}`, body: f.tagBody() }),
    expected: managers(404),
  },
  {
    route: 'DELETE /api/settings/tags/:id',
    request: async (f) => ({ path: `/api/settings/tags/${await f.freshTag()}` }),
    expected: managers(404),
  },

  {
    route: 'GET /api/quick-responses',
    request: () => ({ path: '/api/quick-responses' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/quick-responses',
    request: (f) => ({ path: '/api/quick-responses', body: f.quickResponseBody() }),
    expected: everyone(200),
  },
  {
    route: 'PUT /api/quick-responses/:id',
    request: (f) => ({ path: `/api/quick-responses/${f.quickResponseId}`, body: f.quickResponseBody() }),
    expected: managers(404),
  },
  {
    route: 'DELETE /api/quick-responses/:id',
    request: async (f) => ({ path: `/api/quick-responses/${await f.freshQuickResponse()}` }),
    expected: managers(404),
  },
  {
    route: 'POST /api/quick-responses/:id/share',
    request: async (f) => ({
      path: `/api/quick-responses/${await f.freshQuickResponse()}/share`,
      body: { shared: false },
    }),
    expected: managers(404),
  },

  {
    route: 'GET /api/settings/journeys',
    request: () => ({ path: '/api/settings/journeys' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/settings/journeys',
    request: (f) => ({ path: '/api/settings/journeys', body: f.journeyBody() }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/journeys/:id',
    request: (f) => ({ path: `/api/settings/journeys/${f.journeyId}`, body: f.journeyBody() }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/settings/journeys/:id',
    request: async (f) => ({ path: `/api/settings/journeys/${await f.freshJourney()}` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/settings/account/time-zone',
    request: () => ({ path: '/api/settings/account/time-zone' }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/account/time-zone',
    request: () => ({ path: '/api/settings/account/time-zone', body: { timeZone: 'America/Sao_Paulo' } }),
    expected: administrators(200),
  },

  {
    route: 'GET /api/settings/users',
    request: () => ({ path: '/api/settings/users' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/settings/users',
    request: (f) => ({
      path: '/api/settings/users',
      body: { ...f.memberBody(), password: 'senha-da-matriz' },
    }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/settings/users/extra-requests',
    request: () => ({ path: '/api/settings/users/extra-requests', body: { quantity: 1, comment: 'Matriz' } }),
    expected: administrators(200),
  },
  {
    route: 'GET /api/settings/users/:id',
    request: (f) => ({ path: `/api/settings/users/${f.memberId}` }),
    expected: administrators(404),
  },
  {
    route: 'PUT /api/settings/users/:id',
    request: async (f) => ({ path: `/api/settings/users/${await f.freshMember()}`, body: f.memberBody() }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/settings/users/:id/deactivate',
    request: async (f) => ({ path: `/api/settings/users/${await f.freshMember()}/deactivate` }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/settings/users/:id/reactivate',
    request: async (f) => ({ path: `/api/settings/users/${await f.freshMember()}/reactivate` }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/settings/users/:id',
    request: async (f) => ({ path: `/api/settings/users/${await f.freshMember()}` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/settings/users/:id/access-log',
    request: (f) => ({ path: `/api/settings/users/${f.memberId}/access-log` }),
    expected: administrators(404),
  },
  { route: 'GET /api/team/members', request: () => ({ path: '/api/team/members' }), expected: everyone(200) },

  {
    route: 'GET /api/settings/departments',
    request: () => ({ path: '/api/settings/departments' }),
    expected: everyone(200),
  },
  {
    route: 'POST /api/settings/departments',
    request: (f) => ({ path: '/api/settings/departments', body: f.departmentBody() }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/departments/:id',
    request: (f) => ({ path: `/api/settings/departments/${f.departmentId}`, body: f.departmentBody() }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/settings/departments/:id',
    request: async (f) => ({ path: `/api/settings/departments/${await f.freshDepartment()}` }),
    expected: administrators(404),
  },

  {
    route: 'GET /api/settings/live',
    request: () => ({ path: '/api/settings/live' }),
    expected: everyone(200),
  },
  {
    route: 'PUT /api/settings/live/behavior',
    request: (f) => ({ path: '/api/settings/live/behavior', body: f.liveSettings.behavior }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/live/messages',
    request: (f) => ({ path: '/api/settings/live/messages', body: f.liveSettings.messages }),
    expected: administrators(200),
  },

  { route: 'GET /api/bots', request: () => ({ path: '/api/bots' }), expected: everyone(200) },
  {
    route: 'POST /api/bots',
    request: (f) => ({ path: '/api/bots', body: { name: f.unique('Matriz Bot') } }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/live/attachments',
    request: (f) => ({ path: '/api/live/attachments', body: 'matriz', headers: f.uploadHeaders }),
    expected: everyone(200),
  },
  {
    route: 'GET /api/live/attachments/:id',
    // An upload not sent in any conversation is its uploader's (the admin's) alone.
    request: (f) => ({ path: `/api/live/attachments/${f.attachmentId}` }),
    expected: {
      ...allowedUpTo(15, 404),
      ...{ supremo: 404, master: 404, gestor: 404, atendente: 404, junior: 404 },
    },
  },
  {
    route: 'GET /api/live/visitors',
    request: () => ({ path: '/api/live/visitors' }),
    expected: managers(200),
  },

  {
    route: 'GET /api/settings/access/control',
    request: () => ({ path: '/api/settings/access/control' }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/access/control/:level',
    request: () => ({ path: '/api/settings/access/control/15', body: { permissions: {} } }),
    expected: administrators(200),
  },
  ...liveMatrixRows,
  ...knowledgeMatrixRows,
  ...flowMatrixRows,
  ...contactsMatrixRows,
  ...contactImportMatrixRows,
  ...contactIdentitiesMatrixRows,
  ...analyticsMatrixRows,
  ...numbersMatrixRows,
  ...channelsMatrixRows,
  ...sendingDomainsMatrixRows,
  ...listsMatrixRows,
  ...broadcastMatrixRows,
  ...integrationsMatrixRows,
];
