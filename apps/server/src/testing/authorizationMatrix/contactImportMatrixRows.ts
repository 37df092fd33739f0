import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixFixtures } from './matrixFixtures.ts';
import type { MatrixRow } from './matrixRows.ts';

// Importing and exporting need contacts.edit: up to attendants (docs/decisions.md). Outra Empresa's
// administrator imports into and exports their own account and meets Prosa Demo's import as one
// that does not exist.
const attendants = (outra: 200 | 404) => allowedUpTo(14, outra);
const csv = { 'content-type': 'text/csv', 'x-file-name': 'matriz.csv' };

// One import of Prosa Demo, uploaded by its administrator the first time a row asks for it.
const demoImports = new WeakMap<MatrixFixtures, Promise<string>>();
function demoImportId(f: MatrixFixtures) {
  const existing = demoImports.get(f);
  if (existing) return existing;
  const created = f.admin
    .request('POST', '/api/contact-imports?type=person&keyBehaviour=keep', 'Nome\nMatriz\n', csv)
    .then(({ status, body }) => {
      if (status !== 200) throw new Error(`fixture answered ${status}: ${JSON.stringify(body)}`);
      return body.id as string;
    });
  demoImports.set(f, created);
  return created;
}

export const contactImportMatrixRows: MatrixRow[] = [
  {
    route: 'POST /api/contact-imports',
    request: () => ({
      path: '/api/contact-imports?type=person&keyBehaviour=keep',
      body: 'Nome\nImportado pela matriz\n',
      headers: csv,
    }),
    expected: attendants(200),
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/contact-imports',
    request: () => ({ path: '/api/contact-imports?type=person' }),
    expected: attendants(200),
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/contact-imports/:id',
    request: async (f) => ({ path: `/api/contact-imports/${await demoImportId(f)}` }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/contacts/export',
    request: () => ({ path: '/api/contacts/export?type=person&format=csv' }),
    expected: attendants(200),
    permission: 'contacts.edit',
  },
];
