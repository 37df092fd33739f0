import type { MessageChoices } from '@prosa/contracts';

// A customer answering a numbered-text menu (renderChoices' text rendering) types the option's
// number: "2", "2.", "2)" or " 2 " is the second option. Anything else, or a number outside the
// menu, is no choice (the flow then compares the text itself).
export function choiceOfNumberedReply(
  choices: MessageChoices | null | undefined,
  reply: string,
): { key: string; value: string } | null {
  if (choices?.kind !== 'buttons') return null;
  const match = /^\s*(\d{1,3})\s*[.)]?\s*$/.exec(reply);
  if (!match) return null;
  const option = choices.options[Number(match[1]) - 1];
  return option ? { key: option.key, value: option.value } : null;
}
