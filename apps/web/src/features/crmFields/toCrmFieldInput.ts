import type { CrmField, CrmFieldInput } from '@prosa/contracts';

// The field dialog keeps the list options as one text, one option a line.
export type FieldFormValues = Omit<CrmFieldInput, 'options' | 'sectionId'> & { optionsText: string };

export const toFieldFormValues = (field: CrmField | null): FieldFormValues =>
  field
    ? {
        name: field.name,
        token: field.token,
        description: field.description,
        type: field.type,
        mask: field.mask,
        currency: field.currency,
        placeholder: field.placeholder,
        required: field.required,
        groupingKey: field.groupingKey,
        optionsText: field.options.join('\n'),
        permissions: field.permissions,
      }
    : {
        name: '',
        token: '',
        description: '',
        type: 'text',
        mask: '',
        currency: null,
        placeholder: '',
        required: false,
        groupingKey: false,
        optionsText: '',
        permissions: {
          view: ['administrator', 'manager', 'attendant'],
          edit: ['administrator', 'manager', 'attendant'],
        },
      };

// Blank lines are dropped; options and currency are sent only for the types that use them.
export function toCrmFieldInput(sectionId: string, values: FieldFormValues): CrmFieldInput {
  const { optionsText, ...rest } = values;
  return {
    ...rest,
    sectionId,
    currency: values.type === 'currency' ? (values.currency ?? 'BRL') : null,
    options:
      values.type === 'list'
        ? (optionsText ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== '')
        : [],
  };
}
