import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// Reading takes `flow.view` (managers by default; attendants may be granted it); writing takes
// `flow.edit` (administrators by default, managers when granted), publishing the administrators'
// level as well; versions are master level, so Outra Empresa's administrator is refused by level
// there before the chatbot is looked for. The rows run in this order on the matrix's chatbot: the save makes the draft that the
// publish freezes into version 1, which the last two rows read and restore. Outra Empresa's
// administrator meets Prosa Demo's chatbot as one that does not exist.
const flowOf = (botId: string) => `/api/bots/${botId}/flow`;
const document = {
  description: 'Matriz',
  lines: [{ line: 1, type: 'message', content: { kind: 'text', text: 'Olá' } }],
};

export const flowMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/bots/:botId/flow',
    request: (f) => ({ path: flowOf(f.live.botId) }),
    expected: allowedUpTo(13, 404),
    permission: 'flow.view',
  },
  {
    route: 'PUT /api/bots/:botId/flow',
    request: (f) => ({ path: flowOf(f.live.botId), body: document }),
    expected: allowedUpTo(12, 404),
    permission: 'flow.edit',
  },
  {
    route: 'POST /api/bots/:botId/flow/publish',
    request: (f) => ({ path: `${flowOf(f.live.botId)}/publish` }),
    expected: allowedUpTo(12, 404),
    permission: 'flow.edit',
  },
  {
    route: 'GET /api/bots/:botId/flow/versions/:version',
    request: (f) => ({ path: `${flowOf(f.live.botId)}/versions/1` }),
    expected: allowedUpTo(11, 403),
    permission: 'flow.view',
  },
  {
    route: 'POST /api/bots/:botId/flow/versions/:version/restore',
    request: (f) => ({ path: `${flowOf(f.live.botId)}/versions/1/restore` }),
    expected: allowedUpTo(11, 403),
    permission: 'flow.edit',
  },
  {
    route: 'GET /api/contacts/:contactId/number-status',
    request: (f) => ({ path: `/api/contacts/${f.flows.contactId}/number-status` }),
    expected: allowedUpTo(13, 404),
  },
  {
    route: 'POST /api/contacts/:contactId/number-status/:channel/:action',
    request: (f) => ({ path: `/api/contacts/${f.flows.contactId}/number-status/webchat/reset` }),
    expected: allowedUpTo(13, 404),
  },
];
