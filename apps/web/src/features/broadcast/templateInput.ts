import type { BroadcastTemplateInput } from '@prosa/contracts';

// The template form's values as the API takes them: a header only when its kind is chosen, buttons
// without the empty rows the form keeps, a button's value only where its kind has one.
export function templateInput(values: BroadcastTemplateInput): BroadcastTemplateInput {
  const { header, buttons, ...rest } = values;
  const kept = (buttons ?? [])
    .filter((button) => (button.text ?? '').trim() !== '' || (button.value ?? '').trim() !== '')
    .map(({ kind, text, value }) => ({
      kind,
      text: text ?? '',
      ...(kind === 'reply' ? {} : { value: value ?? '' }),
    }));
  return {
    ...rest,
    ...(header?.kind ? { header: { kind: header.kind, value: header.value ?? '' } } : {}),
    ...(kept.length > 0 ? { buttons: kept } : {}),
  };
}
