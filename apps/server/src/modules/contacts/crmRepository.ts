import type { ContactType, CrmField, CrmSection } from '@prosa/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contacts, crmFields, crmSections } from '../../db/schema/index.ts';
import { createDefaultCrm } from './defaultCrm.ts';

// Every query names the account: another account's section or field is one that does not exist.
export type SectionRow = Omit<CrmSection, 'fields'>;
export type SectionWithFields = CrmSection;

const sectionColumns = {
  id: crmSections.id,
  name: crmSections.name,
  description: crmSections.description,
  type: crmSections.type,
  useInListing: crmSections.useInListing,
  permissions: crmSections.permissions,
  defaultKey: crmSections.defaultKey,
  position: crmSections.position,
};

const fieldColumns = {
  id: crmFields.id,
  sectionId: crmFields.sectionId,
  name: crmFields.name,
  token: crmFields.token,
  description: crmFields.description,
  type: crmFields.type,
  mask: crmFields.mask,
  currency: crmFields.currency,
  placeholder: crmFields.placeholder,
  required: crmFields.required,
  groupingKey: crmFields.groupingKey,
  options: crmFields.options,
  permissions: crmFields.permissions,
  isDefault: crmFields.isDefault,
  position: crmFields.position,
};

// All sections of one type with all their fields, in position order; callers trim by permission.
export async function findSections(db: Db, accountId: string, type?: ContactType): Promise<CrmSection[]> {
  const found = await findSectionsOnce(db, accountId, type);
  if (found.length > 0) return found;
  // Default sections cannot be deleted: none means an account from before the CRM.
  await createDefaultCrm(db, accountId);
  return findSectionsOnce(db, accountId, type);
}

async function findSectionsOnce(db: Db, accountId: string, type?: ContactType): Promise<CrmSection[]> {
  const sections = await db
    .select(sectionColumns)
    .from(crmSections)
    .where(
      type
        ? and(eq(crmSections.accountId, accountId), eq(crmSections.type, type))
        : eq(crmSections.accountId, accountId),
    )
    .orderBy(asc(crmSections.position), asc(crmSections.createdAt), asc(crmSections.id));
  if (sections.length === 0) return [];
  const fields: CrmField[] = await db
    .select(fieldColumns)
    .from(crmFields)
    .where(
      and(
        eq(crmFields.accountId, accountId),
        inArray(
          crmFields.sectionId,
          sections.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(crmFields.position), asc(crmFields.createdAt), asc(crmFields.id));
  return sections.map((section) => ({
    ...section,
    fields: fields.filter((f) => f.sectionId === section.id),
  }));
}

export async function findSection(db: Db, accountId: string, id: string): Promise<CrmSection | null> {
  const [section] = await db
    .select(sectionColumns)
    .from(crmSections)
    .where(and(eq(crmSections.id, id), eq(crmSections.accountId, accountId)));
  if (!section) return null;
  const fields = await db
    .select(fieldColumns)
    .from(crmFields)
    .where(and(eq(crmFields.sectionId, id), eq(crmFields.accountId, accountId)))
    .orderBy(asc(crmFields.position), asc(crmFields.createdAt), asc(crmFields.id));
  return { ...section, fields };
}

export async function findField(db: Db, accountId: string, id: string): Promise<CrmField | null> {
  const [field] = await db
    .select(fieldColumns)
    .from(crmFields)
    .where(and(eq(crmFields.id, id), eq(crmFields.accountId, accountId)));
  return field ?? null;
}

export async function isTokenTaken(db: Db, sectionId: string, token: string, exceptId?: string) {
  const [row] = await db
    .select({ id: crmFields.id })
    .from(crmFields)
    .where(and(eq(crmFields.sectionId, sectionId), eq(crmFields.token, token)));
  return row !== undefined && row.id !== exceptId;
}

export async function nextPosition(db: Db, accountId: string, table: 'sections' | 'fields', parent: string) {
  const [row] =
    table === 'sections'
      ? await db
          .select({ max: sql<number | null>`max(${crmSections.position})` })
          .from(crmSections)
          .where(and(eq(crmSections.accountId, accountId), eq(crmSections.type, parent as ContactType)))
      : await db
          .select({ max: sql<number | null>`max(${crmFields.position})` })
          .from(crmFields)
          .where(and(eq(crmFields.accountId, accountId), eq(crmFields.sectionId, parent)));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

// Whether any contact of the account holds a value in the field.
export async function isFieldFilled(db: Db, accountId: string, fieldId: string) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), sql`coalesce(${contacts.fields} ->> ${fieldId}, '') <> ''`))
    .limit(1);
  return row !== undefined;
}
