import type { MessageTemplate } from '@prosa/contracts';
import type { OutboundMessage } from '../ChannelAdapter.ts';
import { whatsappMediaKind } from '../whatsappMediaKind.ts';
import { renderWhatsappChoices } from './renderWhatsappChoices.ts';

// The body of POST /{phone-number-id}/messages for one of our messages. Our message id rides along
// as biz_opaque_callback_data: Cloud echoes it in every status webhook, and the sandbox treats a
// repeat as the same message (decisions.md).

// The list's button label (≤ 20 characters); the adapter does not know the account's language.
export const listButtonLabel = 'Opções';

export function buildCloudMessage(message: OutboundMessage): Record<string, unknown> {
  const head = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/\D/g, ''),
    biz_opaque_callback_data: message.messageId,
  };
  if (message.template) {
    const { name, language } = message.template;
    return {
      ...head,
      type: 'template',
      template: { name, language: { code: language }, components: templateParameters(message.template) },
    };
  }
  if (message.media) {
    const type = whatsappMediaKind(message.media.mime);
    const media: Record<string, string> = { link: message.media.url };
    // By link (the worker's signed /media link). The text rides as the caption; audio takes none
    // on WhatsApp, so an audio's text is not sent (decisions.md). A document keeps its file name.
    if (message.text && type !== 'audio') media.caption = message.text;
    if (type === 'document') media.filename = message.media.name;
    return { ...head, type, [type]: media };
  }
  const rendered = renderWhatsappChoices(message.text, message.choices);
  if (rendered.kind === 'buttons') {
    return {
      ...head,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: rendered.body },
        action: { buttons: rendered.buttons.map((reply) => ({ type: 'reply', reply })) },
      },
    };
  }
  if (rendered.kind === 'list') {
    return {
      ...head,
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: rendered.body },
        action: { button: listButtonLabel, sections: [{ rows: rendered.rows }] },
      },
    };
  }
  return { ...head, type: 'text', text: { preview_url: false, body: rendered.body } };
}

// A template's parameters by component, as Cloud takes them: the header's (a media header's link, a
// text header's {{1}}), the body's {{n}} in order, and each dynamic URL button's suffix by its index.
function templateParameters(template: MessageTemplate): Array<Record<string, unknown>> {
  const { header, variables, urlSuffixes = [] } = template;
  const text = (value: string) => ({ type: 'text', text: value });
  return [
    ...(header
      ? [
          {
            type: 'header',
            parameters: [
              header.kind === 'text'
                ? text(header.value)
                : { type: header.kind, [header.kind]: { link: header.value } },
            ],
          },
        ]
      : []),
    ...(variables.length > 0 ? [{ type: 'body', parameters: variables.map(text) }] : []),
    ...urlSuffixes.map((suffix) => ({
      type: 'button',
      sub_type: 'url',
      index: String(suffix.index),
      parameters: [text(suffix.text)],
    })),
  ];
}
