import { type ContactType, type CrmDefaultSection, type CrmFieldType, crmRoles } from '@prosa/contracts';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { crmFields, crmSections } from '../../db/schema/index.ts';

// The sections and fields every account starts with (spec core.md §3). Names are stored in pt-BR;
// the panel translates default ones by `defaultKey` and token.
interface DefaultField {
  token: string;
  name: string;
  type: CrmFieldType;
  required?: boolean;
  groupingKey?: boolean;
}

const address: DefaultField[] = [
  { token: 'cep', name: 'CEP', type: 'cep' },
  { token: 'street', name: 'Logradouro', type: 'text' },
  { token: 'number', name: 'Número', type: 'text' },
  { token: 'complement', name: 'Complemento', type: 'text' },
  { token: 'neighborhood', name: 'Bairro', type: 'text' },
  { token: 'city', name: 'Cidade', type: 'text' },
  { token: 'state', name: 'Estado', type: 'text' },
  { token: 'country', name: 'País', type: 'text' },
];

export const defaultCrmSections: Record<
  ContactType,
  { key: CrmDefaultSection; name: string; useInListing: boolean; fields: DefaultField[] }[]
> = {
  person: [
    {
      key: 'registration',
      name: 'Dados cadastrais',
      useInListing: true,
      fields: [
        { token: 'name', name: 'Nome', type: 'name', required: true },
        { token: 'cpf', name: 'CPF', type: 'cpf', groupingKey: true },
        { token: 'email', name: 'E-mail', type: 'email', groupingKey: true },
        { token: 'whatsapp', name: 'WhatsApp', type: 'phone', groupingKey: true },
        { token: 'birth_date', name: 'Data de nascimento', type: 'date' },
        { token: 'company', name: 'Empresa', type: 'text' },
      ],
    },
    { key: 'address', name: 'Endereço', useInListing: false, fields: address },
    {
      key: 'professional',
      name: 'Dados profissionais',
      useInListing: false,
      fields: [
        { token: 'job_title', name: 'Cargo', type: 'text' },
        { token: 'occupation', name: 'Profissão', type: 'text' },
      ],
    },
  ],
  company: [
    {
      key: 'registration',
      name: 'Dados cadastrais',
      useInListing: true,
      fields: [
        { token: 'name', name: 'Nome', type: 'name', required: true },
        { token: 'cnpj', name: 'CNPJ', type: 'cnpj', groupingKey: true },
        { token: 'corporate_reason', name: 'Razão social', type: 'text' },
        { token: 'email', name: 'E-mail', type: 'email', groupingKey: true },
        { token: 'phone', name: 'Telefone', type: 'phone', groupingKey: true },
      ],
    },
    { key: 'address', name: 'Endereço', useInListing: false, fields: address },
  ],
};

// The default registration fields mirrored on the contacts row, which the live chat reads.
export const mirroredTokens = { name: 'name', email: 'email', phone: ['whatsapp', 'phone'] } as const;

const everyone = () => ({ view: [...crmRoles], edit: [...crmRoles] });

// Called by the seed for the demo accounts, by whatever creates an account, and on the first read
// of an account that has none (one created before the CRM existed). Safe to run twice at once: the
// unique index on the default key keeps one of each, and fields go only with sections it inserted.
export async function createDefaultCrm(db: Db, accountId: string) {
  const sections: (typeof crmSections.$inferInsert)[] = [];
  const fields: (typeof crmFields.$inferInsert)[] = [];
  for (const type of ['person', 'company'] as const) {
    defaultCrmSections[type].forEach((section, position) => {
      const sectionId = newId();
      sections.push({
        id: sectionId,
        accountId,
        type,
        name: section.name,
        useInListing: section.useInListing,
        permissions: everyone(),
        defaultKey: section.key,
        position,
      });
      section.fields.forEach((field, fieldPosition) => {
        fields.push({
          id: newId(),
          accountId,
          sectionId,
          name: field.name,
          token: field.token,
          type: field.type,
          required: field.required ?? false,
          groupingKey: field.groupingKey ?? false,
          permissions: everyone(),
          isDefault: true,
          position: fieldPosition,
        });
      });
    });
  }
  const inserted = await db
    .insert(crmSections)
    .values(sections)
    .onConflictDoNothing()
    .returning({ id: crmSections.id });
  const insertedIds = new Set(inserted.map((row) => row.id));
  const insertedFields = fields.filter((field) => insertedIds.has(field.sectionId));
  if (insertedFields.length > 0) await db.insert(crmFields).values(insertedFields);
}
