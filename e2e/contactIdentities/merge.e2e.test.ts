import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { bots, contacts, conversations } from '../../apps/server/src/db/schema/index.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { MergeContactsDialog } from '../pages/MergeContactsDialog.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';
import { connectWebchatVisitor } from '../support/webchatVisitor.ts';

// A server of its own: the story merges (and so deletes) a contact.
const ownServer = useOwnServer();
const browser = useBrowser();
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('merging contacts', () => {
  it('merges a duplicate from the contact page; the kept person shows both webchat identities', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const bot = { id: newId(), token: newToken(24) };
    await db.insert(bots).values({ ...bot, accountId, name: 'Site' });

    // The same customer wrote from two browsers: two visitors, two contacts.
    const contactOf = async () => {
      const visitor = await connectWebchatVisitor(ownServer().url, bot.token);
      sockets.push(visitor.socket);
      await visitor.say('oi');
      const contactId = await until(async () => {
        const [room] = await db
          .select()
          .from(conversations)
          .where(eq(conversations.visitorId, visitor.visitorId));
        return room?.contactId;
      });
      return { contactId, externalId: `${bot.id}:${visitor.visitorId}` };
    };
    const kept = await contactOf();
    const other = await contactOf();
    await db.update(contacts).set({ name: 'Lúcia Mendes' }).where(eq(contacts.id, kept.contactId));
    await db
      .update(contacts)
      .set({ name: 'Lu Mendes', email: 'lu.mendes@example.com' })
      .where(eq(contacts.id, other.contactId));

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    await page.goto(`/contacts/person/${kept.contactId}`);
    await ContactFormPage.waitFor(page, 'Lúcia Mendes');
    await expect
      .poll(() => MergeContactsDialog.identityTexts(page))
      .toEqual([`Visitante do webchat: ${kept.externalId}`]);

    const merge = await MergeContactsDialog.open(page);
    await merge.choose('lu.mendes@example', 'Lu Mendes');
    await merge.consequences().waitFor();
    expect(await merge.movingIdentities().allTextContents()).toEqual([
      `Visitante do webchat: ${other.externalId}`,
    ]);
    await merge.confirm();

    await page.getByRole('alert').filter({ hasText: 'Lu Mendes foi mesclado neste contato.' }).waitFor();
    await expect
      .poll(async () => (await MergeContactsDialog.identityTexts(page)).sort())
      .toEqual(
        [`Visitante do webchat: ${kept.externalId}`, `Visitante do webchat: ${other.externalId}`].sort(),
      );
    // The duplicate is gone; the kept contact took the e-mail it lacked.
    const [row] = await db.select().from(contacts).where(eq(contacts.id, kept.contactId));
    expect(row?.email).toBe('lu.mendes@example.com');
    expect(await db.select().from(contacts).where(eq(contacts.id, other.contactId))).toEqual([]);
    await page.goto(`/contacts/person/${other.contactId}`);
    await page.getByRole('alert').filter({ hasText: 'Este contato não existe.' }).waitFor();
    await context.close();
  });
});
