import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

const administrators = (outra: 200 | 404) => allowedUpTo(12, outra);

// /settings/domains (issue 17), administrators only. Outra Empresa's administrator lists and adds
// their own account's domains, and meets Prosa Demo's as ones that do not exist.
export const sendingDomainsMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/settings/domains',
    request: () => ({ path: '/api/settings/domains' }),
    expected: administrators(200),
  },
  {
    route: 'POST /api/settings/domains',
    request: (f) => ({ path: '/api/settings/domains', body: { name: f.domains.freshName() } }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/settings/domains/:id/emails',
    request: (f) => ({
      path: `/api/settings/domains/${f.domains.domainId}/emails`,
      body: { emails: ['contato'] },
    }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/settings/domains/:id/verify',
    request: (f) => ({ path: `/api/settings/domains/${f.domains.domainId}/verify` }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/settings/domains/:id',
    request: async (f) => ({ path: `/api/settings/domains/${await f.domains.freshDomain()}` }),
    expected: administrators(404),
  },
];
