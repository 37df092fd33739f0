import type { OutboundMessage } from '../ChannelAdapter.ts';
import { listButtonLabel } from '../whatsappCloud/buildCloudMessage.ts';
import { renderWhatsappChoices } from '../whatsappCloud/renderWhatsappChoices.ts';
import { whatsappMediaKind } from '../whatsappMediaKind.ts';

// The `message` field of Gupshup's send API (a JSON string): a text, a media message, or a flow
// balloon's buttons as WhatsApp shows them (renderWhatsappChoices: ≤ 3 reply buttons, a list of
// ≤ 10 rows, else the numbered text). An option's postbackText is its key: Gupshup returns the
// postbackText, not the option's id, when the customer chooses it.
export function gupshupMessage(message: OutboundMessage): Record<string, unknown> {
  if (message.media) return mediaMessage(message.media, message.text);
  const shown = renderWhatsappChoices(message.text, message.choices);
  switch (shown.kind) {
    case 'buttons':
      return {
        type: 'quick_reply',
        msgid: message.messageId,
        content: { type: 'text', text: shown.body },
        options: shown.buttons.map((button) => ({
          type: 'text',
          title: button.title,
          postbackText: button.id,
        })),
      };
    case 'list':
      return {
        type: 'list',
        msgid: message.messageId,
        body: shown.body,
        globalButtons: [{ type: 'text', title: listButtonLabel }],
        items: [
          {
            title: '',
            options: shown.rows.map((row) => ({
              type: 'text',
              title: row.title,
              ...(row.description ? { description: row.description } : {}),
              postbackText: row.id,
            })),
          },
        ],
      };
    case 'text':
      return { type: 'text', text: shown.body };
  }
}

function mediaMessage(
  media: NonNullable<OutboundMessage['media']>,
  caption: string,
): Record<string, unknown> {
  const kind = whatsappMediaKind(media.mime);
  if (kind === 'image') return { type: 'image', originalUrl: media.url, previewUrl: media.url, caption };
  if (kind === 'video') return { type: 'video', url: media.url, caption };
  if (kind === 'audio') return { type: 'audio', url: media.url };
  return { type: 'file', url: media.url, filename: media.name };
}
