import { emailMessageId } from '@prosa/domain';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { AdapterChannel, OutboundMessage } from '../ChannelAdapter.ts';
import { unsubscribeToken } from './unsubscribeToken.ts';

// The path of the one-click unsubscribe (RFC 8058), public and outside /api.
export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;

// One outbound e-mail as nodemailer takes it. The Message-ID carries our message id
// (emailMessageId), so a reply's In-Reply-To finds the message and its conversation; the
// conversation's earlier ids go in In-Reply-To and References. List-Unsubscribe has the https link
// and RFC 8058's List-Unsubscribe-Post, so mail clients offer one-click unsubscribe.
export function buildEmailMessage(channel: AdapterChannel, message: OutboundMessage): Mail.Options {
  const { config, secrets } = channel;
  const domain = config.domain ?? '';
  const origin = new URL(channel.webhookUrl).origin;
  const token = unsubscribeToken(secrets.unsubscribeSecret ?? '', channel.id, message.to);
  const unsubscribeUrl = `${origin}${unsubscribePath(token)}`;
  const [parent, ...older] = message.threadKeys ?? [];
  return {
    from: { name: config.fromName ?? '', address: config.fromAddress ?? '' },
    ...(config.replyTo ? { replyTo: config.replyTo } : {}),
    to: message.to,
    // A broadcast sent as another address still has its bounces come back to the channel's own.
    ...(config.bounceAddress ? { envelope: { from: config.bounceAddress, to: message.to } } : {}),
    subject: message.subject ?? config.defaultSubject ?? '',
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: emailMessageId(message.messageId, domain),
    ...(parent ? { inReplyTo: parent, references: [...older.reverse(), parent] } : {}),
    ...(message.media
      ? {
          attachments: [
            { filename: message.media.name, path: message.media.url, contentType: message.media.mime },
          ],
        }
      : {}),
    list: { unsubscribe: { url: unsubscribeUrl, comment: 'Unsubscribe' } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
