import { describe, expect, it } from 'vitest';
import { ContactImportDialog } from '../pages/ContactImportDialog.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story adds people to the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('contact import and export', () => {
  it('imports a CSV with a bad row, showing progress and the skipped row, then exports the list', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url, acceptDownloads: true });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const list = await ContactsListPage.openPeople(page);

    const dialog = await ContactImportDialog.open(page, list.panel);
    // A file without a name column is refused inside the dialog and nothing is imported.
    await dialog.importFile({
      name: 'sem-nome.csv',
      mimeType: 'text/csv',
      content: 'E-mail\nx@exemplo.com\n',
    });
    await dialog.alert('O arquivo precisa de uma coluna Nome.').waitFor();

    const csv = [
      'Nome;E-mail;Cidade',
      'Íris Importada;iris@exemplo.com;Recife',
      'Jonas Importado;jonas(at)exemplo;Natal',
      'Kátia Importada;katia@exemplo.com;=1+1',
    ].join('\n');
    await dialog.importFile({ name: 'feira.csv', mimeType: 'text/csv', content: csv }, { listName: 'Feira' });
    await expect
      .poll(() => dialog.status('feira.csv').textContent(), { timeout: 20_000 })
      .toContain('Concluída');
    expect(await dialog.status('feira.csv').textContent()).toContain('2 de 3 linhas importadas');
    expect(await dialog.status('feira.csv').textContent()).toContain(
      '(2 novos, nenhum existente), 1 com erro',
    );
    expect(await dialog.progress('feira.csv').getAttribute('value')).toBe('3');
    expect(await dialog.skippedRows('feira.csv')).toEqual([
      'Linha 3, coluna E-mail: E-mail inválido na seção Dados cadastrais.',
    ]);
    await dialog.close();

    await list.search.fill('Importad');
    // In whatever order the database's collation puts accented capitals.
    await expect
      .poll(async () => (await list.names()).sort())
      .toEqual(['Íris Importada', 'Kátia Importada'].sort());

    const exported = await ContactImportDialog.download(page, list.panel, 'CSV');
    expect(exported.name).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = exported.content.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text).toContain('Íris Importada');
    expect(text).toContain("'=1+1");
    expect(text).not.toContain('Jonas');
    await context.close();
  });
});
