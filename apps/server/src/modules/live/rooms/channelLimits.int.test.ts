import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueError } from '../../../app/CatalogueError.ts';
import { newId, newToken } from '../../../app/newId.ts';
import type { AppServices } from '../../../app/services.ts';
import { messages } from '../../../db/schema/index.ts';
import { openSeededServices } from '../../../testing/seededServices.ts';
import { insertAttachment } from '../attachments/attachmentRepository.ts';
import { insertConversation } from '../testing/insertConversation.ts';
import { sendAttendantMessage } from './sendAttendantMessage.ts';

// The attendant's send against the conversation's channel limits (packages/domain composerLimitsOf):
// refused with a catalogue error before anything is stored.
let services: AppServices;
let closeServices: () => Promise<void>;
let accountId: string;
let attendantId: string;

beforeAll(async () => {
  ({ services, close: closeServices, accountId, attendantId } = await openSeededServices());
}, 60_000);
afterAll(async () => {
  await closeServices?.();
});

const roomOn = (channel: string) =>
  insertConversation(services.database.db, { accountId, channel, status: 'waiting', attendantId });
const send = (conversationId: string, text: string, attachmentId?: string) =>
  sendAttendantMessage(
    services,
    { accountId, userId: attendantId, name: 'Atendente' },
    { conversationId, clientMessageId: `a-${newToken(12)}`, text, attachmentId },
  );
const refusalOf = (sending: Promise<unknown>) =>
  sending.then(
    () => null,
    (error: CatalogueError) => error.code,
  );
const storedIn = (conversationId: string) =>
  services.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

describe('the attendant’s message and the channel’s limits', () => {
  it('takes an Instagram text of 1000 characters and refuses one of 1001', async () => {
    const room = await roomOn('instagram');
    expect(await refusalOf(send(room.id, 'a'.repeat(1001)))).toBe('live.textOverChannelLimit');
    expect(await storedIn(room.id)).toEqual([]);
    expect((await send(room.id, 'a'.repeat(1000))).text).toHaveLength(1000);
  });

  it('refuses a Messenger text over 2000 characters, while webchat takes it', async () => {
    const text = 'b'.repeat(2500);
    expect(await refusalOf(send((await roomOn('messenger')).id, text))).toBe('live.textOverChannelLimit');
    expect((await send((await roomOn('webchat')).id, text)).text).toBe(text);
  });

  it('refuses a document on Instagram, which delivers images, videos and audio only', async () => {
    const room = await roomOn('instagram');
    const pdf = await insertAttachment(services.database.db, {
      id: newId(),
      accountId,
      ownerId: attendantId,
      name: 'proposta.pdf',
      mime: 'application/pdf',
      size: 1000,
      kind: 'file',
    });
    expect(await refusalOf(send(room.id, 'Segue a proposta', pdf.id))).toBe('live.mediaNotOnChannel');
    expect(await storedIn(room.id)).toEqual([]);
  });
});
