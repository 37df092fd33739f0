import type { ContactType, CrmField, CrmSection } from '@prosa/contracts';
import { canEditField, canViewField } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { findSections } from './crmRepository.ts';
import { mirroredTokens } from './defaultCrm.ts';

export interface PlacedField {
  field: CrmField;
  section: Omit<CrmSection, 'fields'>;
}

// The registration fields whose values also live on the contacts row (the live chat reads them).
export interface MirroredFields {
  name?: string;
  email?: string;
  phone?: string;
}

// One type's sections and fields as the caller sees them: which it may view and which edit.
export interface CrmLayout {
  sections: CrmSection[];
  fields: Map<string, PlacedField>;
  viewable: Set<string>;
  editable: Set<string>;
  mirrored: MirroredFields;
}

export async function readCrmLayout(ctx: RequestContext, type: ContactType): Promise<CrmLayout> {
  const sections = await findSections(ctx.db, ctx.accountId, type);
  const fields = new Map<string, PlacedField>();
  const viewable = new Set<string>();
  const editable = new Set<string>();
  const mirrored: MirroredFields = {};
  for (const { fields: sectionFields, ...section } of sections) {
    for (const field of sectionFields) {
      fields.set(field.id, { field, section });
      if (canViewField(ctx.level, section, field)) viewable.add(field.id);
      if (canEditField(ctx.level, section, field) && canViewField(ctx.level, section, field))
        editable.add(field.id);
      if (section.defaultKey !== 'registration' || !field.isDefault) continue;
      if (field.token === mirroredTokens.name) mirrored.name = field.id;
      if (field.token === mirroredTokens.email) mirrored.email = field.id;
      if ((mirroredTokens.phone as readonly string[]).includes(field.token)) mirrored.phone = field.id;
    }
  }
  return { sections, fields, viewable, editable, mirrored };
}
