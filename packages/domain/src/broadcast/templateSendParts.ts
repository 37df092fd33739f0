import type { BroadcastTemplateButton, BroadcastTemplateHeader, MessageTemplate } from '@prosa/contracts';
import { hasHeaderVariable, hasUrlSuffix } from './checkTemplateParts.ts';

// What a send of a template must fill beside its body (Cloud's header and button components): a
// media header's link (the template's own file: Prosa keeps one per template), a text header's
// {{1}}, and each dynamic URL button's suffix by its index among the buttons. Both {{1}} take the
// send's first value — the body's {{1}}, which checkTemplateParts requires them to have
// (docs/decisions.md).
export function templateSendParts(
  template: { header: BroadcastTemplateHeader | null; buttons: BroadcastTemplateButton[] },
  variables: string[],
): Pick<MessageTemplate, 'header' | 'urlSuffixes'> {
  const first = variables[0] ?? '';
  const { header } = template;
  const headerPart =
    header && header.kind !== 'text'
      ? { header: { kind: header.kind, value: header.value } }
      : hasHeaderVariable(header)
        ? { header: { kind: 'text' as const, value: first } }
        : {};
  const urlSuffixes = template.buttons.flatMap((button, index) =>
    hasUrlSuffix(button) ? [{ index, text: first }] : [],
  );
  return { ...headerPart, ...(urlSuffixes.length > 0 ? { urlSuffixes } : {}) };
}
