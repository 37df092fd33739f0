import {
  type ChannelType,
  type MessageChoices,
  metaQuickRepliesMax,
  rcsCardDescriptionMax,
  rcsSuggestionsMax,
  telegramCaptionMax,
  telegramInlineButtonsMax,
  whatsappCaptionMax,
  whatsappListRowsMax,
  whatsappReplyButtonsMax,
} from '@prosa/contracts';

// What a channel can show of a balloon's buttons: how many reply buttons and list rows (0: none).
// Titles longer than the provider takes are the adapter's to cut (WhatsApp: 20 characters on a
// button, 24 on a row, the whole label then as the row's description). `mediaByLink`: the provider
// sends an image, video or document it downloads from a URL we give (renderBalloonMedia), with a
// caption of at most `captionMax` characters.
export interface ChannelCapabilities {
  replyButtons: number;
  listRows: number;
  mediaByLink: boolean;
  captionMax: number;
}

// WhatsApp interactive messages: ≤ 3 reply buttons, a list of ≤ 10 rows (Cloud API reference,
// "Interactive messages"; Twilio and Gupshup send the same). Part 2's channels add their own; until
// then they get numbered text, which every channel can show.
export function capabilitiesOf(type: ChannelType): ChannelCapabilities {
  if (type === 'whatsapp')
    return {
      replyButtons: whatsappReplyButtonsMax,
      listRows: whatsappListRowsMax,
      mediaByLink: true,
      captionMax: whatsappCaptionMax,
    };
  // Telegram: an inline keyboard, one button a row (the Bot API sets no small limit: 100 buttons);
  // photos and documents by URL, captions of 1024 characters.
  if (type === 'telegram')
    return {
      replyButtons: telegramInlineButtonsMax,
      listRows: 0,
      mediaByLink: true,
      captionMax: telegramCaptionMax,
    };
  // Messenger and Instagram: up to 13 quick replies, no lists; attachments by URL, with no caption
  // (a balloon's caption keeps it as text).
  if (type === 'messenger' || type === 'instagram')
    return { replyButtons: metaQuickRepliesMax, listRows: 0, mediaByLink: true, captionMax: 0 };
  // RCS: up to 11 suggested replies, no lists; an image or video by URL in a rich card whose
  // description is the caption.
  if (type === 'rcs')
    return {
      replyButtons: rcsSuggestionsMax,
      listRows: 0,
      mediaByLink: true,
      captionMax: rcsCardDescriptionMax,
    };
  return { replyButtons: 0, listRows: 0, mediaByLink: false, captionMax: 0 };
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

const fits = (options: readonly ChoiceOption[], count: number) =>
  options.length > 0 && options.length <= count;

// The same flow runs on every channel: its buttons become reply buttons where they fit, a list
// above that, and numbered text where the channel has neither or they fit neither (WhatsApp: over
// 10 options). Sliders and anything else stay text.
export function renderChoices(
  message: { text: string; choices?: MessageChoices | null },
  capabilities: ChannelCapabilities,
): ChannelRendering {
  const { text, choices } = message;
  if (choices?.kind !== 'buttons') return { kind: 'text', text };
  const options = choices.options.map(({ key, value }) => ({ key, value }));
  const body = withoutNumberedOptions(text, options);
  if (fits(options, capabilities.replyButtons)) return { kind: 'buttons', text: body, options };
  if (fits(options, capabilities.listRows)) return { kind: 'list', text: body, options };
  return { kind: 'text', text: [body, ...numberedLines(options)].filter(Boolean).join('\n') };
}
