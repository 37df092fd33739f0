import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId, newToken } from '../../apps/server/src/app/newId.ts';
import { bots, contacts, conversations } from '../../apps/server/src/db/schema/index.ts';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { until } from '../../apps/server/src/testing/until.ts';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { CrmFieldsPage } from '../pages/CrmFieldsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';
import { connectWebchatVisitor } from '../support/webchatVisitor.ts';

// A server of its own: this story adds a field and a person to the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('contacts and custom fields', () => {
  it('lets an administrator add a custom field, use it on a new person and find the person by it', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');

    const fields = await CrmFieldsPage.open(page);
    // A token already used in the section is refused inside the dialog.
    await fields.createField('Dados cadastrais', { name: 'Código do cliente', token: 'cpf', type: 'Texto' });
    await fields.dialog.getByText('Já existe um campo com este token nesta seção.').waitFor();
    // Emptied and left, the token is made from the name again, not typed by hand in snake_case.
    await fields.dialog.getByLabel('Token').fill('');
    await fields.dialog.getByLabel('Token').press('Tab');
    await expect.poll(() => fields.dialog.getByLabel('Token').inputValue()).toBe('codigo_do_cliente');
    await fields.save();
    await fields.dialog.waitFor({ state: 'hidden' });
    expect(await fields.fieldRow('Dados cadastrais', 'Código do cliente').textContent()).toContain(
      'codigo_do_cliente',
    );

    // The new field comes last; moving it up puts it before the company field.
    expect((await fields.fieldNames('Dados cadastrais')).slice(-2)).toEqual(['Empresa', 'Código do cliente']);
    await fields.moveUp('Dados cadastrais', 'Código do cliente');
    await expect
      .poll(async () => (await fields.fieldNames('Dados cadastrais')).slice(-2))
      .toEqual(['Código do cliente', 'Empresa']);

    const list = await ContactsListPage.openPeople(page);
    // The name is the first column, once; the listing sections' other fields follow it.
    expect(await list.panel.getByRole('columnheader', { name: 'Nome', exact: true }).count()).toBe(1);
    await list.panel.getByRole('columnheader', { name: 'E-mail', exact: true }).waitFor();
    const form = await list.createNew();
    await form.fill('Dados cadastrais', 'Nome', 'Helena Prado');
    await form.fill('Dados cadastrais', 'CPF', '123.456.789-00');
    await form.fill('Dados cadastrais', 'Código do cliente', 'VIP-042');
    await form.save();
    await form.alert('CPF inválido na seção Dados cadastrais.').waitFor();

    await form.fill('Dados cadastrais', 'CPF', '52998224725');
    expect(await form.field('Dados cadastrais', 'CPF').inputValue()).toBe('529.982.247-25');
    await form.save();
    const saved = await ContactFormPage.waitFor(page, 'Helena Prado');
    await saved.alert('Contato salvo.').waitFor();
    expect(await saved.field('Dados cadastrais', 'Código do cliente').inputValue()).toBe('VIP-042');

    // While the administrator edits, a manager sees who edits and cannot save.
    await saved.edit();
    const managerContext = await browser.newContext({ baseURL: ownServer().url });
    const manager = await DashboardPage.signIn(managerContext, ownServer().url, 'gestor@prosa.demo');
    await manager.page.goto(page.url());
    const locked = await ContactFormPage.waitFor(manager.page, 'Helena Prado');
    await locked.lockNotice('Ana Administradora').waitFor();
    expect(await locked.panel.getByRole('button', { name: 'Salvar contato' }).count()).toBe(0);
    expect(await locked.editButton.isDisabled()).toBe(true);
    await managerContext.close();

    // Leaving with unsaved changes asks first: keep editing stays, discard leaves.
    await saved.fill('Dados profissionais', 'Cargo', 'Diretora');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Contatos (CRM)', exact: true })
      .click();
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await saved.field('Dados profissionais', 'Cargo').inputValue()).toBe('Diretora');
    // The browser's back button asks the same; discarding leaves the contact's page.
    const contactPath = new URL(page.url()).pathname;
    await page.goBack();
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(contactPath);
    expect(await saved.field('Dados profissionais', 'Cargo').inputValue()).toBe('Diretora');
    await page.goBack();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL((url) => url.pathname !== contactPath);

    const people = await ContactsListPage.openPeople(page);
    await people.search.fill('helena');
    await expect.poll(() => people.names()).toEqual(['Helena Prado']);
    expect(await people.row('Helena Prado').textContent()).toContain('VIP-042');

    await people.search.fill('');
    await people.addFilter('Código do cliente (Dados cadastrais)', 'Igual a', 'VIP-042');
    await expect.poll(() => people.names()).toEqual(['Helena Prado']);
    await people.total.getByText('1 de 1 contato').waitFor();
    await people.removeFilter(1);
    await people.addFilter('Código do cliente (Dados cadastrais)', 'Vazio');
    await expect.poll(async () => (await people.names()).includes('Helena Prado')).toBe(false);
    await context.close();
  });
  it('shows the edit lock live in another browser, releases it on save, leave and disconnect, and keeps a timeline', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const form = await (await ContactsListPage.openPeople(page)).createNew();
    await form.fill('Dados cadastrais', 'Nome', 'Otávio Lima');
    await form.save();
    const admin = await ContactFormPage.waitFor(page, 'Otávio Lima');
    await admin.alert('Contato salvo.').waitFor();
    // Read-only until the lock is taken.
    expect(await admin.field('Endereço', 'Cidade').isDisabled()).toBe(true);

    const managerContext = await browser.newContext({ baseURL: ownServer().url });
    const manager = await DashboardPage.signIn(managerContext, ownServer().url, 'gestor@prosa.demo');
    await manager.page.goto(page.url());
    const watching = await ContactFormPage.waitFor(manager.page, 'Otávio Lima');
    await watching.timelineEntry('Contato criado').waitFor();
    expect(await watching.editButton.isDisabled()).toBe(false);

    // Taking the lock shows in the manager's open page at once, without a reload.
    await admin.edit();
    await watching.lockNotice('Ana Administradora').waitFor();
    expect(await watching.editButton.isDisabled()).toBe(true);

    // Saving releases it, and the manager's page shows the saved value.
    await admin.fill('Endereço', 'Cidade', 'Recife');
    await admin.save();
    await admin.alert('Contato salvo.').waitFor();
    await watching.lockNotice('Ana Administradora').waitFor({ state: 'hidden' });
    await expect.poll(() => watching.field('Endereço', 'Cidade').inputValue()).toBe('Recife');
    expect(await watching.editButton.isDisabled()).toBe(false);

    // Cancelling with unsaved changes asks first; discarding restores the value and releases.
    await admin.edit();
    await watching.lockNotice('Ana Administradora').waitFor();
    await admin.fill('Endereço', 'Cidade', 'Olinda');
    await admin.cancel();
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await admin.field('Endereço', 'Cidade').inputValue()).toBe('Olinda');
    await admin.cancel();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    expect(await admin.field('Endereço', 'Cidade').inputValue()).toBe('Recife');
    await watching.lockNotice('Ana Administradora').waitFor({ state: 'hidden' });

    // Leaving the page releases it.
    await admin.edit();
    await watching.lockNotice('Ana Administradora').waitFor();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Contatos (CRM)', exact: true })
      .click();
    await page.waitForURL('**/contacts/people');
    await watching.lockNotice('Ana Administradora').waitFor({ state: 'hidden' });

    // The manager edits now; closing their browser (its socket goes) releases it for the admin.
    await page.goBack();
    const back = await ContactFormPage.waitFor(page, 'Otávio Lima');
    await watching.edit();
    await back.lockNotice('Gustavo Gestor').waitFor();
    await managerContext.close();
    await back.lockNotice('Gustavo Gestor').waitFor({ state: 'hidden' });
    expect(await back.editButton.isDisabled()).toBe(false);

    // The timeline: the field change with its author and values, and a new note, newest first.
    await back.timelineEntry('Ana Administradora alterou Cidade').waitFor();
    expect(await back.timelineEntry('Ana Administradora alterou Cidade').innerText()).toContain(
      '(vazio) → Recife',
    );
    await back.addNote('Prefere contato por e-mail <b>sempre</b>');
    await back.timelineEntry('Nota de Ana Administradora').waitFor();
    const entries = await back.timelineEntries();
    expect(entries[0]).toContain('Prefere contato por e-mail <b>sempre</b>');
    expect(entries.at(-1)).toContain('Contato criado');
    expect(await back.timeline.getByLabel('Nova nota', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('creates a company and lists it at /contacts/companies', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const companies = await ContactsListPage.openCompanies(page);
    const form = await companies.createNew();
    expect(await form.section('Dados profissionais').count()).toBe(0);
    await form.fill('Dados cadastrais', 'Nome', 'Padaria Aurora');
    await form.fill('Dados cadastrais', 'CNPJ', '11.222.333/0001-00');
    await form.save();
    await form.alert('CNPJ inválido na seção Dados cadastrais.').waitFor();
    await form.fill('Dados cadastrais', 'CNPJ', '11222333000181');
    await form.save();
    const saved = await ContactFormPage.waitFor(page, 'Padaria Aurora');
    await saved.alert('Contato salvo.').waitFor();
    expect(page.url()).toMatch(/\/contacts\/company\/[\w-]+$/);

    const list = await ContactsListPage.openCompanies(page);
    await list.search.fill('aurora');
    await expect.poll(() => list.names()).toEqual(['Padaria Aurora']);
    // A company is not a person.
    const people = await ContactsListPage.openPeople(page);
    await people.search.fill('aurora');
    await expect.poll(() => people.names()).toEqual([]);
    await context.close();
  });
  it('lists a webchat conversation on the contact’s timeline, linked to the live chat', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const bot = { id: newId(), token: newToken(24) };
    await db.insert(bots).values({ ...bot, accountId, name: 'Site da linha do tempo' });
    const visitor = await connectWebchatVisitor(ownServer().url, bot.token);
    try {
      await visitor.say('Quero um orçamento');
      const room = await until(async () => {
        const [found] = await db
          .select({
            id: conversations.id,
            contactId: conversations.contactId,
            protocol: conversations.protocol,
          })
          .from(conversations)
          .where(eq(conversations.visitorId, visitor.visitorId));
        return found?.contactId ? found : undefined;
      });
      await db
        .update(contacts)
        .set({ name: 'Visitante Rosa' })
        .where(eq(contacts.id, room.contactId as string));

      const context = await browser.newContext({ baseURL: ownServer().url });
      const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
      await page.goto(`/contacts/person/${room.contactId}`);
      const contact = await ContactFormPage.waitFor(page, 'Visitante Rosa');
      const entry = contact.timelineEntry(`Conversa ${room.protocol}`);
      await entry.waitFor();
      expect(await entry.innerText()).toContain('Webchat');
      await entry.getByRole('link', { name: `Abrir a conversa ${room.protocol}` }).click();
      await page.waitForURL(`**/live/${room.id}`);
      await context.close();
    } finally {
      visitor.socket.close();
    }
  });
});
