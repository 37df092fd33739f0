import { allowedUpTo, type Expected } from './expectedStatuses.ts';
import type { MatrixRow } from './matrixRows.ts';

// contacts.view for every level, contacts.edit up to attendants, settings.fields for administrators
// by default (docs/decisions.md). Outra Empresa's administrator reads and creates in their own
// account and meets Prosa Demo's sections, fields and contacts as ones that do not exist.
const everyone = (outra: 200 | 404) => allowedUpTo(15, outra);
const attendants = (outra: 200 | 404) => allowedUpTo(14, outra);
const administrators = (outra: 200 | 404) => allowedUpTo(12, outra);
// A contact posted with Prosa Demo's name field is, in Outra Empresa, a field that does not exist.
const createContact: Expected = { ...attendants(200), outra: 400 };

export const contactsMatrixRows: MatrixRow[] = [
  {
    route: 'GET /api/crm/sections',
    request: () => ({ path: '/api/crm/sections?type=person' }),
    expected: everyone(200),
    permission: 'contacts.view',
  },
  // settings.fields belongs to no module, so its rows carry no `permission` (like the other settings).
  {
    route: 'POST /api/crm/sections',
    request: (f) => ({ path: '/api/crm/sections', body: f.contacts.sectionBody() }),
    expected: administrators(200),
  },
  {
    route: 'PUT /api/crm/sections/:id',
    request: (f) => ({
      path: `/api/crm/sections/${f.contacts.sectionId}`,
      body: { name: 'Matriz', type: 'person' },
    }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/crm/sections/:id',
    request: async (f) => ({ path: `/api/crm/sections/${await f.contacts.freshSection()}` }),
    expected: administrators(404),
  },
  {
    route: 'PUT /api/crm/sections/:id/fields/order',
    request: (f) => ({
      path: `/api/crm/sections/${f.contacts.sectionId}/fields/order`,
      body: f.contacts.orderBody(),
    }),
    expected: administrators(404),
  },
  {
    route: 'POST /api/crm/fields',
    request: (f) => ({ path: '/api/crm/fields', body: f.contacts.fieldBody() }),
    expected: administrators(404),
  },
  {
    route: 'PUT /api/crm/fields/:id',
    request: (f) => ({ path: `/api/crm/fields/${f.contacts.fieldIds[0]}`, body: f.contacts.fieldEditBody() }),
    expected: administrators(404),
  },
  {
    route: 'DELETE /api/crm/fields/:id',
    request: async (f) => ({ path: `/api/crm/fields/${await f.contacts.freshField()}` }),
    expected: administrators(404),
  },
  {
    route: 'GET /api/contacts',
    request: () => ({ path: '/api/contacts?type=person' }),
    expected: everyone(200),
    permission: 'contacts.view',
  },
  {
    route: 'POST /api/contacts',
    request: async (f) => ({ path: '/api/contacts', body: await f.contacts.contactBody() }),
    expected: createContact,
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/contacts/:id',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}` }),
    expected: everyone(404),
    permission: 'contacts.view',
  },
  {
    route: 'PUT /api/contacts/:id',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}`, body: { type: 'person', values: {} } }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'DELETE /api/contacts/:id',
    request: async (f) => ({ path: `/api/contacts/${await f.contacts.freshContact()}` }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'POST /api/contacts/:id/editing',
    request: async (f) => ({ path: `/api/contacts/${await f.contacts.freshContact()}/editing` }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'DELETE /api/contacts/:id/editing',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}/editing` }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'GET /api/contacts/:id/timeline',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}/timeline` }),
    expected: everyone(404),
    permission: 'contacts.view',
  },
  {
    route: 'PUT /api/contacts/:id/tags',
    request: (f) => ({ path: `/api/contacts/${f.contacts.contactId}/tags`, body: { tagIds: [] } }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
  {
    route: 'POST /api/contacts/:id/notes',
    request: (f) => ({
      path: `/api/contacts/${f.contacts.contactId}/notes`,
      body: { text: 'Nota da matriz' },
    }),
    expected: attendants(404),
    permission: 'contacts.edit',
  },
];
