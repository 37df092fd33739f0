import type { ProviderEventSink } from '../channels/index.ts';
import { applyRecipientStatus } from './applyRecipientStatus.ts';
import { applyTemplateEvent } from './applyTemplateEvent.ts';
import { broadcastReplyStart } from './broadcastReplyStart.ts';
import { recordRecipientUnsubscribed } from './recordRecipientUnsubscribed.ts';

// What the channel layer hands the broadcast of its providers' webhooks: its messages' statuses, its
// templates' reviews, the replies that open a conversation, and its e-mails' unsubscriptions.
export const broadcastProviderEvents: ProviderEventSink = {
  applyStatus: applyRecipientStatus,
  applyTemplate: applyTemplateEvent,
  conversationStart: broadcastReplyStart,
  unsubscribed: recordRecipientUnsubscribed,
};
