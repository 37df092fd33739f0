import type { CrmField, ErrorCode } from '@prosa/contracts';
import { checkContactField } from '@prosa/domain';

// The form's check before saving: each value through @prosa/domain's checkContactField, the one the
// server runs, so the form names the same section with the same catalogue text.

export interface ContactProblem {
  code: ErrorCode;
  fieldId: string;
  // The catalogue text's parameters: the section's and the field's names.
  params: { section: string; field: string };
}

export interface CheckedSection {
  title: string;
  fields: Pick<CrmField, 'id' | 'name' | 'type' | 'options' | 'required' | 'currency' | 'token'>[];
}

// Every problem of the editable fields, in the form's order: a bad value, then a missing one.
export function checkContactValues(
  sections: CheckedSection[],
  values: Record<string, string>,
  isEditable: (fieldId: string) => boolean,
  today: string,
): ContactProblem[] {
  return sections.flatMap((section) =>
    section.fields
      .filter((field) => isEditable(field.id))
      .flatMap((field): ContactProblem[] => {
        const value = (values[field.id] ?? '').trim();
        const params = { section: section.title, field: field.name };
        if (value === '')
          return field.required ? [{ code: 'contacts.requiredMissing', fieldId: field.id, params }] : [];
        const checked = checkContactField(field, value, today);
        return checked.ok ? [] : [{ code: checked.code, fieldId: field.id, params }];
      }),
  );
}
