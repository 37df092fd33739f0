import { describe, expect, it } from 'vitest';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story adds a tagged person to the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('contact tags', () => {
  it('lets an administrator tag a contact in its form, keeps the tags after a reload, and removes one', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');

    const list = await ContactsListPage.openPeople(page);
    const form = await list.createNew();
    await form.fill('Dados cadastrais', 'Nome', 'Tereza Etiquetada');
    await form.addTag('Venda');
    await form.addTag('Suporte');
    // The picker offers only the account's tags not applied yet.
    await form.tagPicker().click();
    await form.page.getByRole('option', { name: 'Reclamação', exact: true }).waitFor({ state: 'attached' });
    expect(await form.page.getByRole('option', { name: 'Venda', exact: true }).count()).toBe(0);
    await form.page.keyboard.press('Escape');
    await form.save();
    const saved = await ContactFormPage.waitFor(page, 'Tereza Etiquetada');
    await saved.alert('Contato salvo.').waitFor();

    await page.reload();
    const reloaded = await ContactFormPage.waitFor(page, 'Tereza Etiquetada');
    // Listed by title, whatever order they were added in.
    await expect.poll(() => reloaded.tagTitles()).toEqual(['Suporte', 'Venda']);
    // Read-only until "edit" takes the lock: no picker, no remove buttons.
    expect(await reloaded.tagPicker().count()).toBe(0);
    expect(await reloaded.tagsSection.getByRole('button').count()).toBe(0);

    await reloaded.edit();
    await reloaded.removeTag('Venda');
    expect(await reloaded.tagTitles()).toEqual(['Suporte']);
    await reloaded.save();
    await reloaded.alert('Contato salvo.').waitFor();
    await page.reload();
    const afterRemoval = await ContactFormPage.waitFor(page, 'Tereza Etiquetada');
    await expect.poll(() => afterRemoval.tagTitles()).toEqual(['Suporte']);

    // The list shows the tags in their own column.
    const people = await ContactsListPage.openPeople(page);
    await people.panel.getByRole('columnheader', { name: 'Tags', exact: true }).waitFor();
    await people.search.fill('Tereza');
    await people.panel
      .getByRole('list', { name: 'Tags de Tereza Etiquetada' })
      .getByText('Suporte')
      .waitFor();
    const contactUrl = `${new URL(page.url()).origin}${await people.row('Tereza Etiquetada').getByRole('link').getAttribute('href')}`;
    await context.close();

    // A junior attendant views contacts without editing them: the tags read-only.
    const juniorContext = await browser.newContext({ baseURL: ownServer().url });
    const junior = await DashboardPage.signIn(juniorContext, ownServer().url, 'junior@prosa.demo');
    await junior.page.goto(contactUrl);
    const viewed = await ContactFormPage.waitFor(junior.page, 'Tereza Etiquetada');
    await expect.poll(() => viewed.tagTitles()).toEqual(['Suporte']);
    expect(await viewed.tagPicker().count()).toBe(0);
    expect(await viewed.editButton.count()).toBe(0);
    await juniorContext.close();
  });
});
