import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// Managers and above by default (the permission catalogue's defaults for knowledge.view and
// knowledge.edit); an attendant may be granted reading, never changes (docs/decisions.md).
const managers = (outra: 200 | 404) => allowedUpTo(13, outra);
const bases = '/api/knowledge/bases';

// Every /api/knowledge route (issue 5). Outra Empresa's administrator lists and creates in their
// own account, and meets Prosa Demo's bases and questions as ones that do not exist.
export const knowledgeMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/knowledge/bases',
    request: () => ({ path: bases }),
    expected: managers(200),
    permission: 'knowledge.view',
  },
  {
    route: 'POST /api/knowledge/bases',
    request: (f) => ({ path: bases, body: f.knowledge.baseBody() }),
    expected: managers(200),
    permission: 'knowledge.edit',
  },
  {
    route: 'PUT /api/knowledge/bases/:id',
    request: (f) => ({ path: `${bases}/${f.knowledge.baseId}`, body: f.knowledge.baseBody() }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
  {
    route: 'DELETE /api/knowledge/bases/:id',
    request: async (f) => ({ path: `${bases}/${await f.knowledge.freshBase()}` }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
  {
    route: 'GET /api/knowledge/bases/:id/questions',
    request: (f) => ({ path: `${bases}/${f.knowledge.baseId}/questions` }),
    expected: managers(404),
    permission: 'knowledge.view',
  },
  {
    route: 'POST /api/knowledge/bases/:id/questions',
    request: (f) => ({ path: `${bases}/${f.knowledge.baseId}/questions`, body: f.knowledge.questionBody() }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
  {
    route: 'POST /api/knowledge/bases/:id/import',
    request: (f) => ({
      path: `${bases}/${f.knowledge.baseId}/import`,
      body: 'title,intentions,response\nMatriz,matriz:1,Resposta',
      headers: { 'content-type': 'text/csv' },
    }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
  {
    route: 'POST /api/knowledge/bases/:id/match',
    request: (f) => ({ path: `${bases}/${f.knowledge.baseId}/match`, body: { text: 'matriz' } }),
    expected: managers(404),
    permission: 'knowledge.view',
  },
  {
    route: 'PUT /api/knowledge/questions/:id',
    request: (f) => ({
      path: `/api/knowledge/questions/${f.knowledge.questionId}`,
      body: f.knowledge.questionBody(),
    }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
  {
    route: 'DELETE /api/knowledge/questions/:id',
    request: async (f) => ({ path: `/api/knowledge/questions/${await f.knowledge.freshQuestion()}` }),
    expected: managers(404),
    permission: 'knowledge.edit',
  },
];
