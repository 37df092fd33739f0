import type { ChannelType, Language } from '@prosa/contracts';

// A customer writing to a chatbot on any channel, as the one inbound path knows them: the webchat
// widget's visitor (webchat/identifyVisitor.ts) or a WhatsApp number (channels/inbound).
export interface ChatCustomer {
  accountId: string;
  botId: string;
  botName: string;
  defaultDepartmentId: string | null;
  // The channel's id for the customer: the widget's anonymous visitor id, a WhatsApp number.
  visitorId: string;
  language: Language;
  // Unset: webchat, whose chatbot token is the channel (no channels row).
  channel?: ChannelType;
  channelId?: string | null;
  device?: 'desktop' | 'mobile' | null;
  location?: { country: string; state?: string } | null;
}
