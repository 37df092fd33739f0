// The CRM's plain constants, zod-free: the panel's screens and @prosa/domain import them without
// bringing the contract's schemas (crm.ts) along.

export const contactTypes = ['person', 'company'] as const;
export type ContactType = (typeof contactTypes)[number];

export const crmFieldTypes = [
  'text',
  'largeText',
  'name',
  'email',
  'number',
  'decimal',
  'date',
  'currency',
  'url',
  'phone',
  'list',
  'image',
  'file',
  'cnpj',
  'cpf',
  'cep',
] as const;
export type CrmFieldType = (typeof crmFieldTypes)[number];

// Sections and fields grant view and edit separately to these roles (spec §7); levels above
// administrator always may, juniors follow attendants.
export const crmRoles = ['administrator', 'manager', 'attendant'] as const;
export type CrmRole = (typeof crmRoles)[number];

export const crmCurrencies = ['BRL', 'USD'] as const;

// The default sections every account starts with (professional data: people only).
export const crmDefaultSections = ['registration', 'address', 'professional'] as const;
export type CrmDefaultSection = (typeof crmDefaultSections)[number];

// Dynamic filter conditions, by the spec's numbers.
export const crmFilterConditions = {
  equals: 1,
  notEquals: 2,
  filled: 3,
  empty: 4,
  contains: 5,
  notContains: 6,
  greaterThan: 7,
  lessThan: 8,
} as const;
export type CrmFilterCondition = (typeof crmFilterConditions)[keyof typeof crmFilterConditions];

export const crmLimits = {
  sectionName: 80,
  description: 500,
  fieldName: 80,
  token: 40,
  mask: 60,
  placeholder: 120,
  options: 100,
  option: 120,
  value: 5000,
  pageSize: 50,
  filters: 10,
  tags: 50,
  search: 200,
} as const;

// POST /api/contacts/:id/editing takes or renews the edit lock for `contactEditLockSeconds`; the
// form renews it while open and DELETE releases it. Another user's lock answers 409
// contacts.editLocked, as does saving while someone else holds it.
export const contactEditLockSeconds = 120;

// How a channel knows a contact (the `contact_identities` table): a webchat visitor, an e-mail
// address, a phone number; later channels add theirs (docs/decisions.md, "Channel identities").
export const contactIdentityChannels = ['webchat', 'email', 'phone'] as const;
