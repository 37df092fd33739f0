import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

const administrators = (outra: 200 | 404) => allowedUpTo(12, outra);

// The channels API (issue 14), administrators only. Outra Empresa's administrator lists their own
// account's channels, and meets Prosa Demo's chatbot and channels as ones that do not exist.
export const channelsMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/channels',
    request: () => ({ path: '/api/channels' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/channels',
    request: (f) => ({ path: '/api/channels', body: f.channels.freshBody() }),
    expected: administrators(404),
  },
  {
    route: 'PUT /api/channels/:id',
    request: (f) => ({ path: `/api/channels/${f.channels.channelId}`, body: f.channels.editBody() }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/channels/:id',
    request: async (f) => ({ path: `/api/channels/${await f.channels.freshChannel()}` }),
    expected: administrators(404),
  },
  // The installation tab (issue 14 §5): a refused connection test is still an answer (200).
  {
    route: 'POST /api/channels/:id/test',
    request: (f) => ({ path: `/api/channels/${f.channels.channelId}/test` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/channels/:id/installation',
    request: (f) => ({ path: `/api/channels/${f.channels.channelId}/installation` }),
    expected: administrators(404),
  },
];
