import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { accounts, consumption, creditCharges, creditLots, creditRequests } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { addCreditLot } from './addCreditLot.ts';
import { type CreditCharge, chargeCredits } from './chargeCredits.ts';
import { chargeCreditsEach } from './chargeCreditsEach.ts';
import { refundCharges } from './refundCharges.ts';
import { creditBalance, setCredits } from './testing/setCredits.ts';

// The credits ledger (issue 18): charges in the caller's transaction, once per idempotency key,
// from the lots that expire first, refused whole when the credits do not suffice.
describe('credits ledger', () => {
  let server: TestServer;
  const db = () => server.services.database.db;
  const now = new Date();
  const month = now.toISOString().slice(0, 7);
  // An account of its own per test: its lots, charges and consumption are the test's alone.
  const newAccount = async (values: Partial<typeof accounts.$inferInsert> = {}) => {
    const id = newId();
    await db()
      .insert(accounts)
      .values({ id, name: `Ledger ${id}`, ...values });
    return id;
  };
  const charge = (input: Omit<CreditCharge, 'at'>) =>
    db().transaction((tx) => chargeCredits(tx, { ...input, at: now }));
  const chargesOf = (accountId: string) =>
    db().select().from(creditCharges).where(eq(creditCharges.accountId, accountId));
  const usedBy = async (accountId: string) =>
    (
      await db()
        .select()
        .from(consumption)
        .where(and(eq(consumption.accountId, accountId), eq(consumption.month, month)))
    )[0]?.used ?? 0;
  const lotsOf = (accountId: string) =>
    db().select().from(creditLots).where(eq(creditLots.accountId, accountId)).orderBy(creditLots.credits);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('charges two concurrent attempts with the same key once', async () => {
    const accountId = await newAccount();
    await setCredits(db(), accountId, 5, now);
    const key = `send:${newId()}`;
    const results = await Promise.all(
      [1, 2].map(() => charge({ accountId, kind: 'whatsappTemplate', units: 2, idempotencyKey: key })),
    );
    expect(results.map((result) => result.isNew).sort()).toEqual([false, true]);
    expect(results[0]?.chargeId).toBe(results[1]?.chargeId);
    expect(await creditBalance(db(), accountId, now)).toBe(3);
    expect(await chargesOf(accountId)).toHaveLength(1);
    expect(await usedBy(accountId)).toBe(2);
    // A later retry of the same send costs nothing either.
    expect(
      await charge({ accountId, kind: 'whatsappTemplate', units: 2, idempotencyKey: key }),
    ).toMatchObject({
      isNew: false,
      credits: 2,
    });
    expect(await creditBalance(db(), accountId, now)).toBe(3);
  });

  it('never spends the last credit twice when different sends race for it', async () => {
    const accountId = await newAccount();
    await setCredits(db(), accountId, 1, now);
    const settled = await Promise.allSettled(
      [1, 2, 3].map((n) => charge({ accountId, kind: 'sms', units: 1, idempotencyKey: `sms:${n}` })),
    );
    expect(settled.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = settled.filter((result) => result.status === 'rejected');
    expect(refused.map((result) => (result.reason as CatalogueError).code)).toEqual([
      'credits.notEnoughSms',
      'credits.notEnoughSms',
    ]);
    expect(await creditBalance(db(), accountId, now)).toBe(0);
    expect(await chargesOf(accountId)).toHaveLength(1);
  });

  it('refuses a charge the credits do not cover and changes nothing', async () => {
    const accountId = await newAccount();
    await setCredits(db(), accountId, 2, now);
    const refused = await charge({
      accountId,
      kind: 'whatsappTemplate',
      units: 3,
      idempotencyKey: 'too-much',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CatalogueError);
    expect((refused as CatalogueError).code).toBe('credits.notEnoughWhatsapp');
    expect(await creditBalance(db(), accountId, now)).toBe(2);
    expect(await chargesOf(accountId)).toEqual([]);
    expect(await usedBy(accountId)).toBe(0);
    // What the caller stored in the same transaction is rolled back with it.
    const requestId = newId();
    await db()
      .transaction(async (tx) => {
        await tx
          .insert(creditRequests)
          .values({ id: requestId, accountId, requestedBy: 'x', credits: 1, note: '' });
        await chargeCredits(tx, { accountId, kind: 'sms', units: 3, idempotencyKey: 'sms', at: now });
      })
      .catch(() => undefined);
    expect(await db().select().from(creditRequests).where(eq(creditRequests.id, requestId))).toEqual([]);
  });

  it('takes the credits that expire first and never expired ones', async () => {
    const accountId = await newAccount({ creditValidityMonths: null });
    const day = 24 * 3600_000;
    const never = await addCreditLot(db(), accountId, 10, now);
    await db()
      .insert(creditLots)
      .values([
        lot(accountId, 1, new Date(now.getTime() - day)),
        lot(accountId, 2, new Date(now.getTime() + 30 * day)),
        lot(accountId, 3, new Date(now.getTime() + 2 * day)),
      ]);
    expect(never?.expiresAt).toBeNull();
    expect(await creditBalance(db(), accountId, now)).toBe(15);
    await charge({ accountId, kind: 'whatsappTemplate', units: 4, idempotencyKey: 'four' });
    expect((await lotsOf(accountId)).map((row) => [row.credits, row.remaining])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
      [10, 10],
    ]);
    const [charged] = await chargesOf(accountId);
    expect(charged?.draws.map((draw) => draw.credits)).toEqual([3, 1]);
    await charge({ accountId, kind: 'whatsappTemplate', units: 3, idempotencyKey: 'three' });
    expect(await creditBalance(db(), accountId, now)).toBe(8);
  });

  it('charges many sends at once in order until the credits run out, each key once', async () => {
    const accountId = await newAccount({ creditValidityMonths: null });
    const day = 24 * 3600_000;
    await addCreditLot(db(), accountId, 3, now);
    await db()
      .insert(creditLots)
      .values(lot(accountId, 2, new Date(now.getTime() + day)));
    await charge({ accountId, kind: 'whatsappTemplate', units: 1, idempotencyKey: 'each:earlier' });
    const keys = ['each:earlier', 'each:a', 'each:b', 'each:c', 'each:d', 'each:e'];
    const unpaid = await db().transaction((tx) =>
      chargeCreditsEach(tx, {
        accountId,
        kind: 'whatsappTemplate',
        at: now,
        charges: keys.map((idempotencyKey) => ({ idempotencyKey, units: 1 })),
      }),
    );
    // Four credits were left after the earlier charge: a to d paid, e not; the earlier key is paid.
    expect([...unpaid]).toEqual(['each:e']);
    expect(await creditBalance(db(), accountId, now)).toBe(0);
    const charges = await chargesOf(accountId);
    expect(charges.map((row) => row.idempotencyKey).sort()).toEqual(keys.slice(0, 5).sort());
    // The lot that expires first paid first: the earlier charge and a; then b to d.
    const [dated, never] = await lotsOf(accountId);
    const lotOf = (key: string) => charges.find((row) => row.idempotencyKey === key)?.draws[0]?.lotId;
    expect(['each:a', 'each:b', 'each:d'].map(lotOf)).toEqual([dated?.id, never?.id, never?.id]);
    expect(await usedBy(accountId)).toBe(5);
  });

  it('gives back unsent charges to the lots they were drawn from and the month’s consumption', async () => {
    const accountId = await newAccount({ creditValidityMonths: null });
    const day = 24 * 3600_000;
    await addCreditLot(db(), accountId, 2, now);
    await db()
      .insert(creditLots)
      .values(lot(accountId, 2, new Date(now.getTime() + day)));
    const keys = ['back:a', 'back:b', 'back:c', 'back:d'];
    await db().transaction((tx) =>
      chargeCreditsEach(tx, {
        accountId,
        kind: 'whatsappTemplate',
        at: now,
        charges: keys.map((idempotencyKey) => ({ idempotencyKey, units: 1 })),
      }),
    );
    expect([await creditBalance(db(), accountId, now), await usedBy(accountId)]).toEqual([0, 4]);
    // b was drawn from the dated lot, c from the other: one credit back to each. A key never
    // charged, or another account's, gives nothing.
    await db().transaction((tx) => refundCharges(tx, accountId, ['back:b', 'back:c', 'back:never']));
    await db().transaction((tx) => refundCharges(tx, newId(), ['back:a']));
    expect(await creditBalance(db(), accountId, now)).toBe(2);
    expect((await lotsOf(accountId)).map((row) => row.remaining)).toEqual([1, 1]);
    expect(await usedBy(accountId)).toBe(2);
    expect((await chargesOf(accountId)).map((row) => row.idempotencyKey).sort()).toEqual([
      'back:a',
      'back:d',
    ]);
  });

  it('gives purchased lots six months by default', async () => {
    const accountId = await newAccount();
    const bought = await addCreditLot(db(), accountId, 100, new Date('2026-11-27T10:00:00Z'));
    expect(bought?.expiresAt?.toISOString()).toBe('2027-05-27T10:00:00.000Z');
  });

  it('pays generative queries from the month’s free AI credits first, messages never', async () => {
    const accountId = await newAccount({ plan: 'Free', monthlyAiCredits: 100 });
    await setCredits(db(), accountId, 1, now);
    await Promise.all(
      [1, 2].map((n) => charge({ accountId, kind: 'generativeQuery', units: 1, idempotencyKey: `q${n}` })),
    );
    const monthly = (await lotsOf(accountId)).find((row) => row.source === 'monthlyAi');
    expect(monthly).toMatchObject({ credits: 100, remaining: 98, month });
    expect(await creditBalance(db(), accountId, now)).toBe(1);
    await charge({ accountId, kind: 'whatsappTemplate', units: 1, idempotencyKey: 'hsm' });
    const refused = await charge({
      accountId,
      kind: 'whatsappTemplate',
      units: 1,
      idempotencyKey: 'hsm2',
    }).catch((error: CatalogueError) => error.code);
    expect(refused).toBe('credits.notEnoughWhatsapp');
    // Not cumulative: next month starts again at 100, this month's rest expires with it.
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2));
    await db().transaction((tx) =>
      chargeCredits(tx, {
        accountId,
        kind: 'generativeQuery',
        units: 1,
        idempotencyKey: 'q3',
        at: nextMonth,
      }),
    );
    const lots = (await lotsOf(accountId)).filter((row) => row.source === 'monthlyAi');
    expect(lots.map((row) => row.remaining).sort()).toEqual([98, 99]);
  });

  it('counts e-mail against the franchise only, and shows the account the real figures', async () => {
    const accountId = await newAccount({ franchises: { email: 10 } });
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const demoId = await accountIdOf(db(), 'Prosa Demo');
    expect(accountId).not.toBe(demoId);
    for (const units of [7, 1])
      await charge({ accountId, kind: 'email', units, idempotencyKey: `mail${units}` });
    expect(await usedBy(accountId)).toBe(8);
    expect(await chargesOf(accountId)).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'email', credits: 0 })]),
    );
    await db()
      .update(accounts)
      .set({ franchises: { email: 10 } })
      .where(eq(accounts.id, demoId));
    try {
      await charge({ accountId: demoId, kind: 'email', units: 8, idempotencyKey: `demo-mail-${newId()}` });
      const dashboard = (await client.get('/api/dashboard')).body;
      expect(dashboard.consumption).toEqual({ used: 8, franchise: 10, state: 'ending' });
      await charge({ accountId: demoId, kind: 'email', units: 3, idempotencyKey: `demo-mail-${newId()}` });
      expect((await client.get('/api/dashboard')).body.consumption.state).toBe('exceeded');
      const overview = (await client.get('/api/credits')).body;
      expect(overview.franchise).toEqual({ used: 11, franchise: 10, state: 'exceeded' });
      expect(overview.prices).toEqual({ whatsappTemplate: 1, sms: 1, email: 0, generativeQuery: 1 });
      expect(overview.history).toContainEqual({ month, kind: 'email', units: 11, credits: 0 });
      expect(overview.lots[0]).toMatchObject({ source: 'purchase', credits: 250 });
    } finally {
      await db()
        .update(accounts)
        .set({ franchises: { webchat: 1000, whatsapp: 500, email: 2000 } })
        .where(eq(accounts.id, demoId));
      await db()
        .delete(consumption)
        .where(and(eq(consumption.accountId, demoId), eq(consumption.month, month)));
      await db().delete(creditCharges).where(eq(creditCharges.accountId, demoId));
    }
  });

  it('records a credit request for the provider’s staff, from managers up', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const made = await client.post('/api/credits/requests', { credits: 500, note: 'Campanha de Natal' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ credits: 500, note: 'Campanha de Natal', status: 'open' });
    expect((await client.get('/api/credits')).body.requests[0]).toMatchObject({ id: made.body.id });
    expect((await client.post('/api/credits/requests', { credits: 0 })).body.error.code).toBe(
      'credits.requestInvalid',
    );
    const attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    expect((await attendant.get('/api/credits')).status).toBe(403);
    expect((await attendant.post('/api/credits/requests', { credits: 5 })).status).toBe(403);
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    expect((await outra.get('/api/credits')).body.requests).toEqual([]);
  });
});

function lot(accountId: string, credits: number, expiresAt: Date) {
  return {
    id: newId(),
    accountId,
    source: 'purchase' as const,
    credits,
    remaining: credits,
    startsAt: new Date(expiresAt.getTime() - 365 * 24 * 3600_000),
    expiresAt,
  };
}
