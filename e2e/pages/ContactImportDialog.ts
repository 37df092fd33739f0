import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

// The contact list's import dialog and export buttons (pt-BR texts): upload a file, follow the
// imports' progress, read the skipped rows; download the list.
export class ContactImportDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly title: 'Importar pessoas' | 'Importar empresas',
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  // Opens the dialog from a list panel (the region of ContactsListPage).
  static async open(page: Page, panel: Locator, type: 'person' | 'company' = 'person') {
    await panel.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = new ContactImportDialog(
      page,
      type === 'person' ? 'Importar pessoas' : 'Importar empresas',
    );
    await dialog.dialog.waitFor();
    return dialog;
  }

  async importFile(
    file: { name: string; mimeType: string; content: string },
    options: { listName?: string; replace?: boolean } = {},
  ) {
    await this.dialog.getByLabel('Arquivo (CSV ou XLSX)').setInputFiles({
      name: file.name,
      mimeType: file.mimeType,
      buffer: Buffer.from(file.content),
    });
    if (options.listName) await this.dialog.getByLabel('Nome da lista importada').fill(options.listName);
    if (options.replace)
      await this.dialog.getByRole('radio', { name: 'Substituir pelos importados' }).check();
    await this.dialog.getByRole('button', { name: 'Iniciar importação' }).click();
  }

  item(fileName: string) {
    return this.dialog.getByRole('listitem', { name: `Importação ${fileName}`, exact: true });
  }

  progress(fileName: string) {
    return this.dialog.getByRole('progressbar', { name: `Progresso da importação ${fileName}` });
  }

  status(fileName: string) {
    return this.item(fileName).getByRole('status');
  }

  async skippedRows(fileName: string) {
    return this.dialog
      .getByRole('list', { name: `Linhas com erro em ${fileName}` })
      .getByRole('listitem')
      .allTextContents();
  }

  alert(text: string) {
    return this.dialog.getByRole('alert').filter({ hasText: text });
  }

  async close() {
    await this.dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  // Clicks an export button of the list panel and answers the downloaded file's name and text.
  static async download(page: Page, panel: Locator, format: 'CSV' | 'XLSX') {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: `Exportar ${format}` }).click(),
    ]);
    // The suite's browser runs as a server the stories connect to: the file is copied over here.
    const path = join(await mkdtemp(join(tmpdir(), 'prosa-download-')), download.suggestedFilename());
    await download.saveAs(path);
    return { name: download.suggestedFilename(), content: await readFile(path) };
  }
}
