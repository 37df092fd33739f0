import { allowedUpTo } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// Identities and merging follow the contact's own keys (contacts.view, contacts.edit up to
// attendants); /people's leads are read by every level while the account has the people module
// (docs/decisions.md), so those rows carry no permission key. Outra Empresa's administrator meets
// Prosa Demo's contacts and leads as ones that do not exist, and lists only their own leads.
export const contactIdentitiesMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/contacts/:id/identities',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}/identities` }),
    expected: allowedUpTo(15, 404),
    permission: 'contacts.view',
  },
  {
    route: 'POST /api/contacts/:id/merge',
    request: async (f) => {
      const { keptId, otherId } = await f.identities.freshPair();
      return { path: `/api/contacts/${keptId}/merge`, body: { otherId } };
    },
    expected: allowedUpTo(14, 404),
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/leads',
    request: () => ({ path: '/api/leads' }),
    expected: allowedUpTo(15, 200),
  },
  {
    route: 'GET /api/leads/:id',
    request: (f) => ({ path: `/api/leads/${f.identities.leadId}` }),
    expected: allowedUpTo(15, 404),
  },
];
