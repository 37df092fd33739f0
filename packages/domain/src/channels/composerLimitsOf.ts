import { type ChannelType, channelTypes, messageTextMaxLength, telegramTextMax } from '@prosa/contracts';
import { type AttachmentKind, attachmentKind } from '../live/attachmentRules.ts';
import { capabilitiesOf } from './renderChoices.ts';

// What a person's message may be on a channel, and what the customer sees of it: the one place the
// live chat's composer (counter, refusal before sending) and the server (refusal of an over-limit
// send) read. Text limits are each provider's for a message's text: Telegram 4096 (Bot API
// sendMessage), Messenger 2000 and Instagram 1000 (Send API), WhatsApp 4096 (Cloud API text
// body), RCS 3072 (RBM text message); webchat, SMS and e-mail take the live chat's own 4096 (SMS
// then counts segments, each a credit). Lengths in UTF-16 units, as the composer's counter and the
// live chat's own limit count them.
export interface ComposerLimits {
  channel: ChannelType;
  textMax: number;
  // The attachment kinds the customer receives as such (SMS: none, every file goes as its link).
  media: readonly AttachmentKind[];
  // SMS: an attachment reaches the customer as a link in the text.
  mediaAsLink: boolean;
  // SMS: the text is split into segments (smsSegments), 1 credit each.
  segments: boolean;
  // How a flow's buttons reach the customer here: the widget's own controls (webchat), the
  // provider's reply buttons (up to `replyButtons`), or numbered options answered by their number.
  buttons: 'widget' | 'replyButtons' | 'numbered';
  replyButtons: number;
}

const everyKind: readonly AttachmentKind[] = ['image', 'video', 'audio', 'file'];

const textMaxOf: Partial<Record<ChannelType, number>> = {
  whatsapp: 4096,
  telegram: telegramTextMax,
  messenger: 2000,
  instagram: 1000,
  rcs: 3072,
};

// Instagram's Send API takes images, videos and audio, not documents (Meta's "Send a Message").
const mediaOf: Partial<Record<ChannelType, readonly AttachmentKind[]>> = {
  instagram: ['image', 'video', 'audio'],
  sms: [],
};

// An unknown channel name (an old row) is taken as webchat, the panel's own.
export function composerLimitsOf(channel: string): ComposerLimits {
  const type: ChannelType = (channelTypes as readonly string[]).includes(channel)
    ? (channel as ChannelType)
    : 'webchat';
  const { replyButtons } = capabilitiesOf(type);
  return {
    channel: type,
    textMax: textMaxOf[type] ?? messageTextMaxLength,
    media: mediaOf[type] ?? everyKind,
    mediaAsLink: type === 'sms',
    segments: type === 'sms',
    buttons: type === 'webchat' ? 'widget' : replyButtons > 0 ? 'replyButtons' : 'numbered',
    replyButtons,
  };
}

export type ComposerRefusal = 'live.textOverChannelLimit' | 'live.mediaNotOnChannel';

// Why a person's message cannot go on the channel, or null: its text over the channel's limit, or
// an attachment of a kind the channel does not deliver (SMS sends any file's link).
export function checkComposerMessage(
  channel: string,
  message: { text: string; mime?: string | null },
): ComposerRefusal | null {
  const limits = composerLimitsOf(channel);
  if (message.text.length > limits.textMax) return 'live.textOverChannelLimit';
  if (message.mime && !limits.mediaAsLink) {
    const kind = attachmentKind(message.mime);
    if (!kind || !limits.media.includes(kind)) return 'live.mediaNotOnChannel';
  }
  return null;
}
