import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { broadcastDispatches, broadcastRecipients } from '../../db/schema/index.ts';
import { openSeededServices } from '../../testing/seededServices.ts';
import { type RecipientProgress, recipientProgressOf } from './recordRecipientProgress.ts';

// The statuses of many recipients in one statement: each found as a status alone would find it,
// a recipient named several times moved once by its furthest status with each moment kept, and
// nothing found across channels or accounts.
describe('recipient progress in one statement', () => {
  let seeded: Awaited<ReturnType<typeof openSeededServices>>;
  const channelId = 'channel-progress';
  let dispatchId = '';
  const at = (second: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, second)).toISOString();
  const recipient = async (values: Partial<typeof broadcastRecipients.$inferInsert> = {}) => {
    const id = newId();
    await seeded.services.database.db.insert(broadcastRecipients).values({
      id,
      dispatchId,
      accountId: seeded.accountId,
      channelId,
      name: 'Ana',
      phone: `55319${Math.floor(Math.random() * 1e8)}`,
      ...values,
    });
    return id;
  };
  const read = async (id: string) =>
    (
      await seeded.services.database.db
        .select()
        .from(broadcastRecipients)
        .where(eq(broadcastRecipients.id, id))
    )[0];
  const status = (
    progress: Pick<RecipientProgress, 'status' | 'at'> & Partial<RecipientProgress>,
  ): RecipientProgress => ({
    channelId,
    accountId: seeded.accountId,
    providerMessageId: 'none',
    messageId: '',
    ...progress,
  });

  beforeAll(async () => {
    seeded = await openSeededServices();
    dispatchId = newId();
    await seeded.services.database.db
      .insert(broadcastDispatches)
      .values({ id: dispatchId, accountId: seeded.accountId, name: 'Oferta', status: 'processing' });
  }, 60_000);
  afterAll(() => seeded?.close());

  it('moves each recipient once by its furthest status, whatever the order, keeping each moment', async () => {
    const apply = recipientProgressOf(seeded.services.database);
    const [one, two, three] = [
      await recipient({ providerMessageId: 'wamid.1' }),
      // Still waiting: its send's answer was not recorded, the provider echoes our id.
      await recipient(),
      await recipient({ providerMessageId: 'wamid.3', state: 'read', readAt: new Date(at(5)) }),
    ];
    // Sent together: the first two go alone (two statements run at once), the rest wait for the
    // next statement together.
    const answers = await Promise.all([
      apply(status({ providerMessageId: 'wamid.0', status: 'sent', at: at(0) })),
      apply(status({ providerMessageId: 'wamid.00', status: 'sent', at: at(0) })),
      apply(status({ providerMessageId: 'wamid.1', status: 'read', at: at(9) })),
      apply(status({ providerMessageId: 'wamid.1', status: 'sent', at: at(2) })),
      apply(status({ providerMessageId: 'wamid.1', status: 'delivered', at: at(4) })),
      apply(status({ providerMessageId: 'wamid.2', messageId: two, status: 'delivered', at: at(6) })),
      apply(status({ providerMessageId: 'wamid.3', status: 'delivered', at: at(3) })),
      apply(status({ providerMessageId: 'wamid.9', status: 'read', at: at(1) })),
    ]);
    expect(answers).toEqual([false, false, true, true, true, true, true, false]);
    expect(await read(one)).toMatchObject({
      state: 'read',
      sentAt: new Date(at(2)),
      deliveredAt: new Date(at(4)),
      readAt: new Date(at(9)),
      lockedUntil: null,
    });
    expect(await read(two)).toMatchObject({
      state: 'delivered',
      providerMessageId: 'wamid.2',
      sentAt: new Date(at(6)),
      deliveredAt: new Date(at(6)),
      readAt: null,
    });
    // Never back: a late delivered keeps it read, and records the earlier moment.
    expect(await read(three)).toMatchObject({
      state: 'read',
      deliveredAt: new Date(at(3)),
      readAt: new Date(at(5)),
    });
  });

  it('reads a read without a delivered as delivered then, and finds nothing of another channel or account', async () => {
    const apply = recipientProgressOf(seeded.services.database);
    const id = await recipient({ providerMessageId: 'wamid.20', state: 'sent', sentAt: new Date(at(1)) });
    const answers = await Promise.all([
      apply(status({ providerMessageId: 'wamid.20', status: 'read', at: at(7) })),
      apply(
        status({ providerMessageId: 'wamid.20', status: 'read', at: at(8), channelId: 'another-channel' }),
      ),
      apply(
        status({ providerMessageId: 'wamid.20', status: 'read', at: at(8), accountId: 'another-account' }),
      ),
    ]);
    expect(answers).toEqual([true, false, false]);
    expect(await read(id)).toMatchObject({
      state: 'read',
      sentAt: new Date(at(1)),
      deliveredAt: new Date(at(7)),
      readAt: new Date(at(7)),
    });
  });
});
