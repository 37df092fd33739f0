import type { FinishInput, LiveSettings } from '@prosa/contracts';

type FinishOption = LiveSettings['behavior']['finishOption'];

export interface FinishForm {
  tagIds: string[];
  // As typed: "12,50" or "12.50"; empty when not given.
  value: string;
  currency: 'BRL' | 'USD';
  archive: boolean;
}

// The finish request from the dialog, or the i18n key of what is missing when the account's
// finishOption makes tags or the monetary value mandatory: the server's catalogue codes, so the
// dialog says exactly what the server would.
export function buildFinishInput(
  form: FinishForm,
  option: FinishOption,
): { input: FinishInput; missing: null } | { input: null; missing: string } {
  const tagIds = option.tags.isActive ? form.tagIds : [];
  if (option.tags.isActive && option.tags.mandatory && tagIds.length === 0)
    return { input: null, missing: 'errors:live.finishTagRequired' };
  const typed = form.value.trim().replace(',', '.');
  const amount = typed === '' ? null : Number(typed);
  if (amount !== null && (!Number.isFinite(amount) || amount < 0))
    return { input: null, missing: 'finish.valueInvalid' };
  const hasValue = option.monetaryValue.isActive && amount !== null;
  if (option.monetaryValue.isActive && option.monetaryValue.mandatory && !hasValue)
    return { input: null, missing: 'errors:live.finishValueRequired' };
  return {
    missing: null,
    input: {
      archive: form.archive,
      tagIds,
      valueCents: hasValue ? Math.round((amount as number) * 100) : null,
      currency: hasValue ? form.currency : null,
    },
  };
}
