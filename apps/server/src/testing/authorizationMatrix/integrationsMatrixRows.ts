import { demoLevels } from './callers.ts';
import { allowedUpTo, type Expected } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

const administrators = (outra: 200 | 404) => allowedUpTo(12, outra);
// The queued conversation every level sees: each gets `status`; Outra Empresa's administrator
// meets a conversation that does not exist.
const everyLevel = (status: number): Expected =>
  ({
    ...Object.fromEntries(Object.keys(demoLevels).map((caller) => [caller, status])),
    outra: 404,
  }) as Expected;

// A chatbot's integrations (issue 16), administrators only, and sending a conversation to one, by
// the conversations' view rule. Outra Empresa's administrator meets Prosa Demo's chatbot,
// integrations and conversation as ones that do not exist.
export const integrationsMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/bots/:botId/integrations',
    request: (f) => ({ path: `/api/bots/${f.integrations.botId}/integrations` }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/bots/:botId/integrations',
    request: (f) => ({ path: `/api/bots/${f.integrations.botId}/integrations`, body: f.integrations.body() }),
    expected: administrators(404),
  },
  {
    route: 'PUT /api/bots/:botId/integrations/:id',
    request: (f) => ({
      path: `/api/bots/${f.integrations.botId}/integrations/${f.integrations.integrationId}`,
      body: f.integrations.editBody(),
    }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/bots/:botId/integrations/:id/secret',
    request: (f) => ({
      path: `/api/bots/${f.integrations.botId}/integrations/${f.integrations.integrationId}/secret`,
    }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/bots/:botId/integrations/:id',
    request: async (f) => ({
      path: `/api/bots/${f.integrations.botId}/integrations/${await f.integrations.freshIntegration()}`,
    }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/conversations/:id/integrations',
    request: (f) => ({ path: `/api/conversations/${f.integrations.conversationId}/integrations` }),
    expected: everyLevel(200),
    permission: 'conversations.view',
  },
  {
    route: 'POST /api/conversations/:id/integrations/:integrationId',
    request: (f) => ({
      path: `/api/conversations/${f.integrations.conversationId}/integrations/${f.integrations.integrationId}`,
    }),
    expected: everyLevel(409),
    permission: 'conversations.view',
  },
];
