import { type MessageChoices, whatsappListRowsMax, whatsappReplyButtonsMax } from '@prosa/contracts';

// How a flow balloon's buttons look on WhatsApp: up to 3 reply buttons (titles ≤ 20 characters), a
// list of up to 10 rows above that (titles ≤ 24, the full label as the row's description when cut),
// and above 10 the numbered text the message already carries. The reply id is the button's key,
// which the flow engine matches first (findButton). Pure: no provider wire format here beyond the
// limits, so other WhatsApp providers can use it.

export const buttonTitleMax = 20;
export const rowTitleMax = 24;
export const rowDescriptionMax = 72;

export type WhatsappChoices =
  | { kind: 'buttons'; body: string; buttons: Array<{ id: string; title: string }> }
  | { kind: 'list'; body: string; rows: Array<{ id: string; title: string; description?: string }> }
  | { kind: 'text'; body: string };

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);

// The stored text ends with the numbered list for text-only channels (renderOutput); buttons
// replace it. A balloon with no text of its own keeps the list as the body WhatsApp requires.
function bodyWithoutList(text: string, labels: string[]): string {
  const list = labels.map((label, index) => `${index + 1}. ${label}`).join('\n');
  if (text === list) return text;
  return text.endsWith(`\n${list}`) ? text.slice(0, -list.length - 1) : text;
}

export function renderWhatsappChoices(
  text: string,
  choices: MessageChoices | null | undefined,
): WhatsappChoices {
  if (choices?.kind !== 'buttons' || choices.options.length === 0) return { kind: 'text', body: text };
  const options = choices.options.map((option) => ({ id: option.key, label: option.value || option.key }));
  if (options.length > whatsappListRowsMax) return { kind: 'text', body: text };
  const body = bodyWithoutList(
    text,
    choices.options.map((option) => option.value),
  );
  if (options.length <= whatsappReplyButtonsMax) {
    return {
      kind: 'buttons',
      body,
      buttons: options.map(({ id, label }) => ({ id, title: cut(label, buttonTitleMax) })),
    };
  }
  return {
    kind: 'list',
    body,
    rows: options.map(({ id, label }) =>
      label.length > rowTitleMax
        ? { id, title: cut(label, rowTitleMax), description: cut(label, rowDescriptionMax) }
        : { id, title: label },
    ),
  };
}
