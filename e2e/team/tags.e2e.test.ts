import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { TagsPage } from '../pages/TagsPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story changes the demo account's tags that other specs may read.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openTags(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return TagsPage.open(dashboard.page);
}

describe('tags', () => {
  it('lets a manager create, find, edit and delete a tag, refusing a title already used', async () => {
    const tags = await openTags('gestor@prosa.demo');
    expect(await tags.titles()).toEqual(['Reclamação', 'Suporte', 'Venda']);

    await tags.create({ title: 'Retorno', color: '#aa3300', category: 'Pós-venda' });
    await tags.dialog.waitFor({ state: 'hidden' });
    await tags.row('Retorno').getByText('#aa3300').waitFor();
    expect(await tags.row('Retorno').textContent()).toContain('Pós-venda');

    await tags.search.fill('retor');
    await expect.poll(() => tags.titles()).toEqual(['Retorno']);
    await tags.search.fill('');

    await tags.edit('Retorno', { title: 'suporte' });
    await tags.dialog.getByText('Já existe uma tag com esse título.').waitFor();
    await tags.fill({ title: 'Retorno agendado', description: 'Ligar de volta' });
    await tags.dialog.waitFor({ state: 'hidden' });
    await tags.row('Retorno agendado').getByText('Ligar de volta').waitFor();

    await tags.create({ title: '   ' });
    await tags.dialog.getByText('O título da tag é obrigatório.').waitFor();
    await tags.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await tags.dialog.waitFor({ state: 'hidden' });

    await tags.remove('Retorno agendado');
    await expect.poll(() => tags.titles()).toEqual(['Reclamação', 'Suporte', 'Venda']);
  });
});
