import type { CrmFieldType } from '@prosa/contracts';

// How documents are shown when their field has no mask of its own. Alphanumeric CNPJs (from July
// 2026) do not fit the digit slots and are shown as stored.
export const defaultMasks: Partial<Record<CrmFieldType, string>> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  cep: '00000-000',
};
