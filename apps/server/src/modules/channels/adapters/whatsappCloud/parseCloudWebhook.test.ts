import { describe, expect, it } from 'vitest';
import {
  cloudChannel,
  conversationAndPricing,
  customer,
  inboundMessage,
  messageBodies,
  signedRequest,
  statusOf,
  webhookOf,
} from './cloudWebhookFixtures.ts';
import { parseCloudWebhook } from './parseCloudWebhook.ts';

const parse = (payload: unknown) => parseCloudWebhook(cloudChannel, signedRequest(payload));
const parseMessage = (name: string) => {
  const events = parse(inboundMessage(messageBodies[name] ?? {}));
  expect(events).toHaveLength(1);
  const [event] = events;
  if (event?.kind !== 'message') throw new Error('expected a message');
  return event;
};

describe('parseCloudWebhook: messages', () => {
  it('reads a text message with its sender, profile name, id and time', () => {
    expect(parseMessage('text')).toEqual({
      kind: 'message',
      providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
      from: customer,
      profileName: 'Sheena Nelson',
      at: new Date(1749416383 * 1000),
      text: 'Quero saber do meu pedido',
    });
  });

  it('reads image, audio, video, document and sticker as media to fetch by id', () => {
    expect(parseMessage('image')).toMatchObject({
      text: 'Foto do produto',
      kindOfContent: 'image',
      media: { ref: '1003383421387256', mime: 'image/jpeg', caption: 'Foto do produto' },
    });
    expect(parseMessage('audio')).toMatchObject({
      text: '',
      kindOfContent: 'audio',
      media: { ref: '1003383421387257', mime: 'audio/ogg; codecs=opus' },
    });
    expect(parseMessage('video')).toMatchObject({
      kindOfContent: 'video',
      media: { ref: '1003383421387258', mime: 'video/mp4' },
    });
    expect(parseMessage('document')).toMatchObject({
      text: 'Nota fiscal',
      kindOfContent: 'document',
      media: {
        ref: '1003383421387259',
        mime: 'application/pdf',
        name: 'nota-1042.pdf',
        caption: 'Nota fiscal',
      },
    });
    expect(parseMessage('sticker')).toMatchObject({
      kindOfContent: 'sticker',
      media: { ref: '1003383421387260', mime: 'image/webp' },
    });
  });

  it('reads a location with its name and address', () => {
    expect(parseMessage('location')).toMatchObject({
      text: 'MASP\nAv. Paulista, 1578, São Paulo',
      kindOfContent: 'location',
      location: {
        latitude: -23.561414,
        longitude: -46.655881,
        name: 'MASP',
        address: 'Av. Paulista, 1578, São Paulo',
      },
    });
  });

  it('reads shared contacts as text', () => {
    expect(parseMessage('contacts')).toMatchObject({
      text: 'Barbara J. Johnson: +1 (940) 555-1234',
      kindOfContent: 'contacts',
    });
  });

  it('reads a reply button, a list row and a template quick reply as the id we gave them', () => {
    expect(parseMessage('button_reply')).toMatchObject({ text: 'Sim', reply: { id: 'yes', title: 'Sim' } });
    expect(parseMessage('list_reply')).toMatchObject({
      text: 'Boleto',
      reply: { id: 'boleto', title: 'Boleto' },
    });
    expect(parseMessage('button')).toMatchObject({ text: 'Sim', reply: { id: 'resume', title: 'Sim' } });
  });

  it('reads a reaction as its emoji', () => {
    expect(parseMessage('reaction')).toMatchObject({ text: '👍', kindOfContent: 'reaction' });
  });

  it('skips message types it does not know and malformed messages, keeping the rest', () => {
    const payload = webhookOf({
      contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: customer }],
      messages: [
        {
          from: customer,
          id: 'wamid.1',
          timestamp: '1749416383',
          type: 'unsupported',
          errors: [{ code: 131051, title: 'Message type unknown' }],
        },
        {
          from: customer,
          id: 'wamid.2',
          timestamp: '1749416383',
          type: 'order',
          order: { catalog_id: '1', product_items: [] },
        },
        {
          from: customer,
          id: 'wamid.3',
          timestamp: '1749416383',
          type: 'interactive',
          interactive: { type: 'nfm_reply', nfm_reply: {} },
        },
        { from: customer, id: 'wamid.4', timestamp: '1749416383', type: 'text' },
        { from: customer, timestamp: '1749416383', type: 'text', text: { body: 'no id' } },
        { from: customer, id: 'wamid.5', timestamp: '1749416383', type: 'text', text: { body: 'kept' } },
      ],
    });
    expect(parse(payload).map((event) => event.providerMessageId)).toEqual(['wamid.5']);
  });
});

describe('parseCloudWebhook: statuses', () => {
  it('reads sent, delivered and read', () => {
    for (const status of ['sent', 'delivered', 'read'] as const) {
      const extra = status === 'read' ? {} : conversationAndPricing;
      expect(parse(statusOf({ status, ...extra }))).toEqual([
        {
          kind: 'status',
          providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
          messageId: 'message-1',
          status,
          at: new Date(1750263773 * 1000),
        },
      ]);
    }
  });

  it('reads failed with the error code and title of errors[]', () => {
    const failed = statusOf({
      status: 'failed',
      errors: [
        {
          code: 131047,
          title: 'Re-engagement message',
          message: 'Re-engagement message',
          error_data: {
            details:
              'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    });
    expect(parse(failed)).toEqual([
      {
        kind: 'status',
        providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA',
        messageId: 'message-1',
        status: 'failed',
        at: new Date(1750263773 * 1000),
        errorCode: '131047',
        errorTitle: 'Re-engagement message',
      },
    ]);
  });

  it('gives our message id back from biz_opaque_callback_data, only when the send carried one', () => {
    const [withoutOurs] = parse(statusOf({ status: 'delivered', biz_opaque_callback_data: undefined }));
    expect(withoutOurs).not.toHaveProperty('messageId');
    const [tooLong] = parse(statusOf({ status: 'sent', biz_opaque_callback_data: 'x'.repeat(513) }));
    expect(tooLong).not.toHaveProperty('messageId');
  });

  it('skips statuses outside the four (deleted, warning) and ones without an id', () => {
    expect(parse(statusOf({ status: 'deleted' }))).toEqual([]);
    expect(parse(statusOf({ status: 'warning' }))).toEqual([]);
    expect(parse(statusOf({ status: 'sent', id: undefined }))).toEqual([]);
  });
});

describe('parseCloudWebhook: envelopes', () => {
  it('reads every entry and change, messages and statuses together', () => {
    const first = inboundMessage(messageBodies.text ?? {}) as { entry: unknown[] };
    const second = statusOf({ status: 'delivered' }) as { entry: unknown[] };
    const events = parse({ object: 'whatsapp_business_account', entry: [...first.entry, ...second.entry] });
    expect(events.map((event) => event.kind)).toEqual(['message', 'status']);
  });

  it('skips another number of the same WABA, other fields and other objects', () => {
    expect(
      parse(
        webhookOf(
          { messages: [{ from: customer, id: 'w', timestamp: '1', type: 'text', text: { body: 'x' } }] },
          '999',
        ),
      ),
    ).toEqual([]);
    expect(
      parse({
        object: 'whatsapp_business_account',
        entry: [{ id: '1', changes: [{ field: 'account_update', value: { event: 'VERIFIED_ACCOUNT' } }] }],
      }),
    ).toEqual([]);
    expect(parse({ object: 'page', entry: [] })).toEqual([]);
  });

  it('never throws on a well-signed payload of unknown shape', () => {
    for (const payload of [
      'not json',
      'null',
      '[]',
      '42',
      '{"entry":"x"}',
      '{"entry":[{"changes":[null,1,{"value":[]}]}]}',
    ]) {
      expect(parse(payload)).toEqual([]);
    }
    expect(
      parse({ entry: [{ changes: [{ value: { messages: 'x', statuses: [null, 3], contacts: {} } }] }] }),
    ).toEqual([]);
  });
});

describe('parseCloudWebhook: template reviews', () => {
  const review = (wabaId: string, value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: wabaId, time: 1749416383, changes: [{ field: 'message_template_status_update', value }] }],
  });
  const approved = {
    event: 'APPROVED',
    message_template_id: 1140000000000001,
    message_template_name: 'oferta_natal',
    message_template_language: 'pt_BR',
    reason: 'NONE',
  };

  it('reads a template’s review of this channel’s WABA, with the provider’s reason', () => {
    expect(parse(review(cloudChannel.config.wabaId ?? '', approved))).toEqual([
      {
        kind: 'template',
        providerTemplateId: '1140000000000001',
        name: 'oferta_natal',
        language: 'pt_BR',
        status: 'approved',
        at: new Date(1749416383 * 1000),
      },
    ]);
    const [rejected] = parse(
      review(cloudChannel.config.wabaId ?? '', { ...approved, event: 'REJECTED', reason: 'INVALID_FORMAT' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'INVALID_FORMAT' });
  });

  it('skips another WABA’s templates and reviews it cannot read', () => {
    expect(parse(review('another-waba', approved))).toEqual([]);
    expect(parse(review(cloudChannel.config.wabaId ?? '', { event: 'APPROVED' }))).toEqual([]);
  });
});
