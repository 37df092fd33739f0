import { describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { bots, departments, messages } from '../../apps/server/src/db/schema/index.ts';
import {
  accountIdOf,
  insertConversation,
  userIdOf,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { ConversationsPage } from '../pages/ConversationsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { waitForOutbox } from '../support/devOutbox.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story writes conversations into the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('conversation history', () => {
  it('finds a conversation by ":identifier text", opens it with its transshipment and comments, exports the result and forwards it by e-mail', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const botId = newId();
    await db.insert(bots).values({ id: botId, accountId, name: 'Atendimento Site', token: newToken(24) });
    const departmentId = newId();
    await db.insert(departments).values({ id: departmentId, accountId, name: 'Entregas' });
    const adminId = await userIdOf(db, 'admin@prosa.demo');
    const room = async (
      name: string,
      email: string,
      texts: Array<[string, string]>,
      hoursAgo: number,
      attended = false,
    ) => {
      const at = new Date(Date.now() - hoursAgo * 3_600_000);
      const row = await insertConversation(db, {
        accountId,
        botId,
        status: 'finished',
        queuedAt: null,
        customerName: name,
        collected: { email },
        createdAt: at,
        lastMessageAt: at,
        // Attended in a department: the database records it as the transshipment history's step.
        ...(attended
          ? { departmentId, attendantId: adminId, attendants: [{ id: adminId, name: 'Ana' }] }
          : {}),
      });
      let seq = 0;
      for (const [sender, text] of texts)
        await db.insert(messages).values({
          id: newId(),
          accountId,
          conversationId: row.id,
          seq: ++seq,
          clientMessageId: newToken(8),
          sender,
          text,
          createdAt: at,
        });
      return row;
    };
    const wanted = await room(
      'Beatriz Lima',
      'beatriz.lima@example.com',
      [
        ['customer', 'Quero trocar o endereço de entrega'],
        ['bot', 'Claro! Qual é o novo endereço?'],
      ],
      3,
      true,
    );
    await room('Bruno Costa', 'bruno@example.com', [['customer', 'Quero trocar o endereço']], 2);

    const context = await browser.newContext({ baseURL: ownServer().url, acceptDownloads: true });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const list = await ConversationsPage.open(page);
    await list.find(':email beatriz');
    await expect.poll(() => list.protocols()).toEqual([wanted.protocol]);
    // The search sits in the URL, so reloading keeps it.
    expect(new URL(page.url()).searchParams.get('q')).toBe(':email beatriz');
    await page.reload();
    await list.panel.getByRole('table').waitFor();
    await expect.poll(() => list.protocols()).toEqual([wanted.protocol]);
    await list.panel.getByText('1 conversa', { exact: true }).waitFor();

    const exported = await list.export('CSV');
    expect(exported.name).toMatch(/^conversations-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = exported.content.toString('utf8');
    expect(text).toContain(wanted.protocol);
    expect(text).toContain('Beatriz Lima');
    expect(text).not.toContain('Bruno Costa');

    const detail = await list.open(wanted.protocol);
    const transcript = await detail.transcript();
    expect(transcript[0]).toContain('Quero trocar o endereço de entrega');
    expect(transcript[1]).toContain('Claro! Qual é o novo endereço?');
    const steps = await detail.steps();
    expect(steps).toHaveLength(1);
    expect(steps[0]).toContain('Assumida por Ana Administradora (Entregas)');
    await expect.poll(() => detail.comments().count()).toBe(0);
    await detail.addComment('Cliente confirmou o endereço novo por telefone');
    await detail.comments().first().waitFor();
    expect(await detail.comments().allTextContents()).toEqual([
      expect.stringContaining('Cliente confirmou o endereço novo por telefone'),
    ]);
    expect(await detail.comments().first().textContent()).toContain('Ana Administradora');

    const to = `gerencia-${newToken(4).toLowerCase()}@example.com`;
    const dialog = await detail.forward(to);
    await dialog.waitFor({ state: 'hidden' });
    await detail.panel.getByText(`Conversa enviada para ${to}.`).waitFor();
    const mail = await waitForOutbox(ownServer().url, to, { channel: 'email' });
    expect(mail.text).toContain('Quero trocar o endereço de entrega');
    expect(mail.text).toContain(wanted.protocol);
    await context.close();
  });
});
