import { type CrmField, type CrmFieldType, crmRoles } from '@prosa/contracts';
import type { CrmLayout, PlacedField } from '../contacts/index.ts';

const everyone = { view: [...crmRoles], edit: [...crmRoles] };

// A person's CRM for the unit tests: the default registration fields and a few custom ones.
export function importLayout(options: { readOnly?: string[] } = {}): CrmLayout {
  const section = {
    id: 's1',
    name: 'Dados cadastrais',
    description: '',
    type: 'person' as const,
    useInListing: true,
    permissions: everyone,
    defaultKey: 'registration' as const,
    position: 0,
  };
  const field = (
    id: string,
    token: string,
    name: string,
    type: CrmFieldType,
    extra: Partial<CrmField> = {},
  ): CrmField => ({
    id,
    sectionId: section.id,
    name,
    token,
    description: '',
    type,
    mask: '',
    currency: null,
    placeholder: '',
    required: false,
    groupingKey: false,
    options: [],
    permissions: everyone,
    isDefault: true,
    position: 0,
    ...extra,
  });
  const list: CrmField[] = [
    field('f-name', 'name', 'Nome', 'name', { required: true }),
    field('f-cpf', 'cpf', 'CPF', 'cpf', { groupingKey: true }),
    field('f-email', 'email', 'E-mail', 'email', { groupingKey: true }),
    field('f-whatsapp', 'whatsapp', 'WhatsApp', 'phone', { groupingKey: true }),
    field('f-birth', 'birth_date', 'Data de nascimento', 'date'),
    field('f-plan', 'plan', 'Plano', 'list', { options: ['Ouro', 'Prata'], isDefault: false }),
    field('f-secret', 'secret', 'Segredo', 'text', { isDefault: false }),
  ];
  const fields = new Map<string, PlacedField>(list.map((f) => [f.id, { field: f, section }]));
  const editable = new Set(list.map((f) => f.id).filter((id) => !options.readOnly?.includes(id)));
  return {
    sections: [{ ...section, fields: list }],
    fields,
    viewable: new Set(fields.keys()),
    editable,
    mirrored: { name: 'f-name', email: 'f-email', phone: 'f-whatsapp' },
  };
}
