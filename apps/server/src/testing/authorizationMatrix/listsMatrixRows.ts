import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// /settings/lists and /settings/bases (issue 18): `broadcast.send`, managers and above. Outra
// Empresa's administrator makes and reads their own account's lists and bases, and meets Prosa
// Demo's as ones that do not exist. Spreadsheet bases read the test's fake spreadsheet service.
const row = (route: string, request: MatrixRow['request'], outra: 200 | 404): MatrixRow => ({
  route,
  request,
  expected: allowedUpTo(13, outra),
  permission: 'broadcast.send',
});
const csv = { 'content-type': 'text/csv', 'x-file-name': 'matriz.csv' };

export const listsMatrixRows: MatrixRow[] = [
  row('GET /api/settings/lists', () => ({ path: '/api/settings/lists' }), 200),
  row(
    'POST /api/settings/lists/import',
    () => ({
      path: '/api/settings/lists/import?title=Matriz&channel=sms',
      body: 'Nome,Telefone\nAna,5511912345678\n',
      headers: csv,
    }),
    200,
  ),
  row(
    'POST /api/settings/lists/from-contacts',
    (f) => ({ path: '/api/settings/lists/from-contacts', body: { title: f.lists.unique('CRM'), query: {} } }),
    200,
  ),
  row(
    'POST /api/settings/lists/from-conversations',
    (f) => ({
      path: '/api/settings/lists/from-conversations',
      body: { title: f.lists.unique('Busca'), query: {} },
    }),
    200,
  ),
  row('GET /api/settings/lists/:id', (f) => ({ path: `/api/settings/lists/${f.lists.listId}` }), 404),
  row(
    'PUT /api/settings/lists/:id',
    (f) => ({ path: `/api/settings/lists/${f.lists.listId}`, body: { title: 'Matriz' } }),
    404,
  ),
  row(
    'DELETE /api/settings/lists/:id',
    async (f) => ({ path: `/api/settings/lists/${await f.lists.freshList()}` }),
    404,
  ),
  row(
    'GET /api/settings/lists/:id/entries',
    (f) => ({ path: `/api/settings/lists/${f.lists.listId}/entries` }),
    404,
  ),
  row('GET /api/settings/bases', () => ({ path: '/api/settings/bases' }), 200),
  row(
    'POST /api/settings/bases',
    (f) => ({
      path: '/api/settings/bases',
      body: {
        name: f.lists.unique('Base'),
        spreadsheetId: 'MatrizMatrizMatrizMatriz0123456789',
        pageName: f.lists.unique('Página'),
        replaceData: true,
      },
    }),
    200,
  ),
  row(
    'POST /api/settings/bases/import',
    (f) => ({
      path: `/api/settings/bases/import?name=${encodeURIComponent(f.lists.unique('CSV'))}`,
      body: 'Produto,Preço\nCafé,10\n',
      headers: csv,
    }),
    200,
  ),
  row(
    'POST /api/settings/bases/:id/refresh',
    (f) => ({ path: `/api/settings/bases/${f.lists.baseId}/refresh` }),
    404,
  ),
  row(
    'GET /api/settings/bases/:id/rows',
    (f) => ({ path: `/api/settings/bases/${f.lists.baseId}/rows` }),
    404,
  ),
  row(
    'DELETE /api/settings/bases/:id',
    async (f) => ({ path: `/api/settings/bases/${await f.lists.freshBase()}` }),
    404,
  ),
];
