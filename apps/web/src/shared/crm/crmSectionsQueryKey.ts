import type { ContactType } from '@prosa/contracts';

// The CRM sections of one contact type, read by the fields settings and by the contact screens.
export const crmSectionsQueryKey = (type: ContactType) => ['crm', 'sections', type] as const;
