import type { ContactType, CrmSectionList } from '@prosa/contracts';
import { canEditSection, canViewField } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { findSections } from './crmRepository.ts';

// The contact form's sections: only the fields the caller's role may view, and whether it may
// change the section's values (its role and the `contacts.edit` key both needed).
export async function listSections(
  ctx: RequestContext,
  type: ContactType,
  mayEditContacts: boolean,
): Promise<CrmSectionList> {
  const sections = await findSections(ctx.db, ctx.accountId, type);
  return {
    items: sections.map((section) => ({
      ...section,
      fields: section.fields.filter((field) => canViewField(ctx.level, section, field)),
      canEdit: mayEditContacts && canEditSection(ctx.level, section),
    })),
  };
}
