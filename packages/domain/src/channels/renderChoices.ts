import {
  type ChannelType,
  type MessageChoices,
  whatsappListRowsMax,
  whatsappReplyButtonsMax,
} from '@prosa/contracts';

// What a channel can show of a balloon's buttons: how many reply buttons and list rows (0: none),
// and how long their titles may be.
export interface ChannelCapabilities {
  replyButtons: number;
  buttonTitleMax: number;
  listRows: number;
  listRowTitleMax: number;
}

const textOnly: ChannelCapabilities = { replyButtons: 0, buttonTitleMax: 0, listRows: 0, listRowTitleMax: 0 };

// WhatsApp interactive messages: ≤ 3 reply buttons with titles of ≤ 20 characters, a list of ≤ 10
// rows with titles of ≤ 24 (Cloud API reference, "Interactive messages"). Part 2's channels add
// their own; until then they get numbered text, which every channel can show.
export function capabilitiesOf(type: ChannelType): ChannelCapabilities {
  if (type === 'whatsapp')
    return {
      replyButtons: whatsappReplyButtonsMax,
      buttonTitleMax: 20,
      listRows: whatsappListRowsMax,
      listRowTitleMax: 24,
    };
  return textOnly;
}

export interface ChoiceOption {
  key: string;
  value: string;
}

// A balloon as the channel shows it: reply buttons, a list, or text alone (the options numbered in
// it, answered by typing the number: choiceOfNumberedReply).
export type ChannelRendering =
  | { kind: 'buttons'; text: string; options: ChoiceOption[] }
  | { kind: 'list'; text: string; options: ChoiceOption[] }
  | { kind: 'text'; text: string };

const numberedLines = (options: readonly ChoiceOption[]) =>
  options.map((option, index) => `${index + 1}. ${option.value}`);

// The stored text of a flow's buttons balloon already ends with its numbered options (the webchat
// and text-only channels show it so): a channel that shows the options as controls drops them
// from the text, and text that lacks them gets them.
function withoutNumberedOptions(text: string, options: readonly ChoiceOption[]) {
  const suffix = numberedLines(options).join('\n');
  if (text === suffix) return '';
  return text.endsWith(`\n${suffix}`) ? text.slice(0, -suffix.length - 1) : text;
}

const fits = (options: readonly ChoiceOption[], count: number, titleMax: number) =>
  options.length > 0 &&
  options.length <= count &&
  options.every((option) => option.value.length > 0 && option.value.length <= titleMax);

// The same flow runs on every channel: its buttons become reply buttons where they fit, a list
// above that, and numbered text where the channel has neither or they fit neither (over 10
// options, or titles too long for the provider). Sliders and anything else stay text.
export function renderChoices(
  message: { text: string; choices?: MessageChoices | null },
  capabilities: ChannelCapabilities,
): ChannelRendering {
  const { text, choices } = message;
  if (choices?.kind !== 'buttons') return { kind: 'text', text };
  const options = choices.options.map(({ key, value }) => ({ key, value }));
  const body = withoutNumberedOptions(text, options);
  if (fits(options, capabilities.replyButtons, capabilities.buttonTitleMax))
    return { kind: 'buttons', text: body, options };
  if (fits(options, capabilities.listRows, capabilities.listRowTitleMax))
    return { kind: 'list', text: body, options };
  return { kind: 'text', text: [body, ...numberedLines(options)].filter(Boolean).join('\n') };
}
