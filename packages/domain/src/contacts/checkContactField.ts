import type { CrmField } from '@prosa/contracts';
import { birthDateToken, isValidBirthDate } from './validateBirthDate.ts';
import { type FieldValueResult, validateFieldValue } from './validateFieldValue.ts';

// One contact value against its field: the type's check and normalization, then the default birth
// date's range. `today` is yyyy-mm-dd in the account's time zone. Required is the caller's check.
export function checkContactField(
  field: Pick<CrmField, 'type' | 'options' | 'currency' | 'required' | 'token'>,
  raw: string,
  today: string,
): FieldValueResult {
  const result = validateFieldValue(field, raw);
  if (
    result.ok &&
    result.value !== '' &&
    field.type === 'date' &&
    field.token === birthDateToken &&
    !isValidBirthDate(result.value, today)
  )
    return { ok: false, code: 'contacts.birthDateInvalid' };
  return result;
}
