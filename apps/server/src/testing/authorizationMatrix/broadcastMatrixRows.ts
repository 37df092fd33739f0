import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// broadcast.view and broadcast.send are the managers' by default.
const managers = (outra: 200 | 404) => allowedUpTo(13, outra);

// Broadcast templates and dispatches (issue 18). No provider is called: templates are created on an
// SMS channel, and dispatches scheduled years ahead. Outra Empresa's administrator meets Prosa
// Demo's channels as ones that do not exist.
export const broadcastMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/broadcast/templates',
    request: () => ({ path: '/api/broadcast/templates' }),
    expected: managers(200),
    permission: 'broadcast.view',
  },
  {
    route: 'GET /api/broadcast/templates/:id',
    request: (f) => ({ path: `/api/broadcast/templates/${f.broadcast.templateId}` }),
    expected: managers(404),
    permission: 'broadcast.view',
  },
  {
    route: 'POST /api/broadcast/templates',
    request: async (f) => ({
      path: '/api/broadcast/templates',
      body: {
        channelId: await f.broadcast.freshSmsChannel(),
        name: f.broadcast.freshName(),
        category: 'utility',
        language: 'pt_BR',
        body: 'Oi',
      },
    }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'DELETE /api/broadcast/templates/:id',
    request: async (f) => ({ path: `/api/broadcast/templates/${await f.broadcast.freshTemplate()}` }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'GET /api/broadcast/dispatches',
    request: () => ({ path: '/api/broadcast/dispatches' }),
    expected: managers(200),
    permission: 'broadcast.view',
  },
  {
    route: 'GET /api/broadcast/dispatches/:id',
    request: (f) => ({ path: `/api/broadcast/dispatches/${f.broadcast.dispatchId}` }),
    expected: managers(404),
    permission: 'broadcast.view',
  },
  {
    route: 'POST /api/broadcast/dispatches',
    request: (f) => ({
      path: '/api/broadcast/dispatches',
      body: {
        name: 'Matriz',
        channelId: f.broadcast.channelId,
        templateId: f.broadcast.templateId,
        recipients: [{ name: 'Ana', phone: '5511987654321' }],
        scheduleAt: '2099-01-01T12:00:00Z',
      },
    }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'GET /api/broadcast/dispatches/:id/statistics',
    request: (f) => ({ path: `/api/broadcast/dispatches/${f.broadcast.dispatchId}/statistics` }),
    expected: managers(404),
    permission: 'broadcast.view',
  },
  {
    route: 'GET /api/broadcast/dispatches/:id/export',
    request: (f) => ({ path: `/api/broadcast/dispatches/${f.broadcast.dispatchId}/export` }),
    expected: managers(404),
    permission: 'broadcast.view',
  },
  {
    route: 'GET /api/broadcast/channels',
    request: () => ({ path: '/api/broadcast/channels' }),
    expected: managers(200),
    permission: 'broadcast.view',
  },
  {
    route: 'GET /api/broadcast/senders',
    request: () => ({ path: '/api/broadcast/senders' }),
    expected: managers(200),
    permission: 'broadcast.send',
  },
  {
    route: 'POST /api/broadcast/drafts',
    request: (f) => ({ path: '/api/broadcast/drafts', body: { name: 'Rascunho', listId: f.lists.listId } }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'PUT /api/broadcast/dispatches/:id',
    request: async (f) => ({
      path: `/api/broadcast/dispatches/${await f.broadcast.freshDraft()}`,
      body: { name: 'Rascunho editado', listId: f.lists.listId },
    }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'POST /api/broadcast/dispatches/:id/send',
    request: async (f) => ({
      path: `/api/broadcast/dispatches/${await f.broadcast.freshDraft()}/send`,
      body: {},
    }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'POST /api/broadcast/dispatches/:id/duplicate',
    request: (f) => ({ path: `/api/broadcast/dispatches/${f.broadcast.dispatchId}/duplicate`, body: {} }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'POST /api/broadcast/dispatches/:id/stop',
    request: async (f) => ({
      path: `/api/broadcast/dispatches/${await f.broadcast.freshScheduled()}/stop`,
      body: {},
    }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
  {
    route: 'DELETE /api/broadcast/dispatches/:id',
    request: async (f) => ({ path: `/api/broadcast/dispatches/${await f.broadcast.freshDraft()}` }),
    expected: managers(404),
    permission: 'broadcast.send',
  },
];
