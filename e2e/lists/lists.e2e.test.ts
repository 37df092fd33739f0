import { describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { contacts, messages } from '../../apps/server/src/db/schema/index.ts';
import {
  accountIdOf,
  insertConversation,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { ConversationsPage } from '../pages/ConversationsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { createListFrom, ListsPage } from '../pages/ListsPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story writes contacts and a conversation into the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('recipient lists', () => {
  it('imports a CSV into a new list and sees its amount, then makes lists from a CRM filter and from a conversation search', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    await db.insert(contacts).values([
      { id: newId(), accountId, name: 'Feirante Alice', phone: '+5581912345678' },
      { id: newId(), accountId, name: 'Feirante Bento', email: 'bento@exemplo.com' },
    ]);
    const contactId = newId();
    await db
      .insert(contacts)
      .values({ id: contactId, accountId, name: 'Cliente do Catálogo', phone: '+5511955556666' });
    const conversation = await insertConversation(db, {
      accountId,
      contactId,
      status: 'finished',
      queuedAt: null,
    });
    await db.insert(messages).values({
      id: newId(),
      accountId,
      conversationId: conversation.id,
      seq: 1,
      clientMessageId: newToken(8),
      sender: 'customer',
      text: 'Vocês têm o catálogo de verão?',
    });

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');

    const lists = await ListsPage.open(page);
    const csv = [
      'Nome;Telefone;Plano',
      'Ana;5511912345678;Ouro',
      'Bruno;(11) 91234-5678;Prata',
      'Carla;55 21 99876-5432;Ouro',
    ];
    await lists.importCsv('Clientes VIP', 'WhatsApp', { name: 'vip.csv', content: csv.join('\n') });
    await expect
      .poll(() => lists.cells('Clientes VIP'), { timeout: 20_000 })
      .toEqual(['CV', 'Clientes VIP', '2', '0', '2', 'CSV (WhatsApp)', 'Pronta, 1 linha recusada']);
    expect(await lists.entries('Clientes VIP')).toEqual({
      rows: ['Ana+5511912345678', 'Carla+5521998765432'],
      refused: ['Linha 3: O telefone do WhatsApp deve ter o código do país (por exemplo, 55 mais o número).'],
    });

    const people = await ContactsListPage.openPeople(page);
    await people.addFilter('Nome (Dados cadastrais)', 'Contém', 'Feirante');
    await expect
      .poll(async () => (await people.names()).sort())
      .toEqual(['Feirante Alice', 'Feirante Bento']);
    expect(await createListFrom(page, people.panel, 'Feirantes')).toContain(
      'Lista "Feirantes" criada com 2 contatos.',
    );

    const conversations = await ConversationsPage.open(page);
    await conversations.find('catálogo de verão');
    await expect.poll(() => conversations.protocols()).toEqual([conversation.protocol]);
    expect(await createListFrom(page, conversations.panel, 'Pediram catálogo')).toContain(
      'Lista "Pediram catálogo" criada com 1 contato.',
    );

    await ListsPage.open(page);
    expect(await lists.cells('Feirantes')).toEqual([
      'F',
      'Feirantes',
      '2',
      '1',
      '1',
      'Filtro do CRM',
      'Pronta',
    ]);
    expect(await lists.cells('Pediram catálogo')).toEqual([
      'PC',
      'Pediram catálogo',
      '1',
      '0',
      '1',
      'Busca de conversas',
      'Pronta',
    ]);
    await context.close();
  });
});
