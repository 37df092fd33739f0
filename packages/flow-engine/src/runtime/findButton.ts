import type { FlowButton } from '@prosa/contracts';
import { foldText } from '../text/foldText.ts';

// The button a customer chose: its key when the channel sends it back; otherwise what they typed,
// compared without accents or case with the value, then the key; otherwise a typed position
// ("2"), which is how customers answer a numbered list on text-only channels.
export function findButton(
  buttons: readonly FlowButton[],
  inbound: { text?: string; buttonKey?: string },
): FlowButton | undefined {
  if (inbound.buttonKey !== undefined) {
    const tapped = buttons.find((button) => button.key === inbound.buttonKey);
    if (tapped) return tapped;
  }
  const typed = foldText(inbound.text ?? '');
  if (!typed) return undefined;
  return (
    buttons.find((button) => foldText(button.value) === typed) ??
    buttons.find((button) => foldText(button.key) === typed) ??
    (/^\d{1,3}$/.test(typed) ? buttons[Number(typed) - 1] : undefined)
  );
}
