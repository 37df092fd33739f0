import { describe, expect, it } from 'vitest';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { CrmFieldsPage } from '../pages/CrmFieldsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

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
    await fields.dialog.getByLabel('Token').fill('codigo_cliente');
    await fields.save();
    await fields.dialog.waitFor({ state: 'hidden' });
    expect(await fields.fieldRow('Dados cadastrais', 'Código do cliente').textContent()).toContain(
      'codigo_cliente',
    );

    // The new field comes last; moving it up puts it before the company field.
    expect((await fields.fieldNames('Dados cadastrais')).slice(-2)).toEqual(['Empresa', 'Código do cliente']);
    await fields.moveUp('Dados cadastrais', 'Código do cliente');
    await expect
      .poll(async () => (await fields.fieldNames('Dados cadastrais')).slice(-2))
      .toEqual(['Código do cliente', 'Empresa']);

    const list = await ContactsListPage.openPeople(page);
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

    // While the administrator has the form open, a manager sees who edits and cannot save.
    const managerContext = await browser.newContext({ baseURL: ownServer().url });
    const manager = await DashboardPage.signIn(managerContext, ownServer().url, 'gestor@prosa.demo');
    await manager.page.goto(page.url());
    const locked = await ContactFormPage.waitFor(manager.page, 'Helena Prado');
    await locked.alert('está editando este contato').waitFor();
    expect(await locked.panel.getByRole('button', { name: 'Salvar contato' }).count()).toBe(0);
    await managerContext.close();

    // Leaving with unsaved changes asks first: keep editing stays, discard leaves.
    await saved.fill('Dados profissionais', 'Cargo', 'Diretora');
    await page.getByRole('link', { name: 'Contatos', exact: true }).click();
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Continuar editando' }).click();
    await discard.waitFor({ state: 'hidden' });
    expect(await saved.field('Dados profissionais', 'Cargo').inputValue()).toBe('Diretora');
    await saved.panel.getByRole('button', { name: 'Voltar' }).click();
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await page.waitForURL('**/contacts/people');

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
});
