import type { CrmField } from '@prosa/contracts';
import type { TFunction } from 'i18next';

// The tokens of the default fields every account starts with (server modules/contacts/defaultCrm.ts).
export const defaultFieldTokens = [
  'name',
  'cpf',
  'email',
  'whatsapp',
  'birth_date',
  'company',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'country',
  'job_title',
  'occupation',
  'cnpj',
  'corporate_reason',
  'phone',
] as const;

// A default field is shown by its token in the reader's language (its stored name is pt-BR), from
// the screen's own namespace (each keeps the names, so neither loads the other's); a custom one by
// its name.
export const fieldName = (
  t: TFunction,
  namespace: 'contacts' | 'crmFields',
  field: Pick<CrmField, 'name' | 'token' | 'isDefault'>,
) =>
  field.isDefault && (defaultFieldTokens as readonly string[]).includes(field.token)
    ? t(`${namespace}:defaultFields.${field.token}`)
    : field.name;
