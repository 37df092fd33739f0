import type { LiveMessage } from '@prosa/contracts';

// A balloon's text as the widget shows it. The stored text ends with the options as a numbered
// list (or the slider's range) for channels that show text only; the widget draws them as
// controls instead, so it drops exactly those closing lines — any other text stays as it is.
export function textBesideChoices(message: Pick<LiveMessage, 'text' | 'choices'>): string {
  const { choices, text } = message;
  if (!choices) return text;
  const closing =
    choices.kind === 'buttons'
      ? choices.options.map((option, index) => `${index + 1}. ${option.value}`)
      : [`${choices.label} (${choices.min}–${choices.max})`.trim()];
  const lines = text.split('\n');
  const kept = lines.length - closing.length;
  if (kept < 1 || closing.some((line, index) => lines[kept + index] !== line)) return text;
  return lines.slice(0, kept).join('\n');
}
