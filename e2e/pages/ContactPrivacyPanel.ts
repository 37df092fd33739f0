import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

// The contact page's "Dados pessoais (LGPD)" panel (pt-BR texts): export the person's data and
// download the archive; erase it after typing the name.
export class ContactPrivacyPanel {
  readonly panel: Locator;
  readonly eraseDialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Dados pessoais (LGPD)', exact: true });
    this.eraseDialog = page.getByRole('dialog', { name: 'Apagar os dados pessoais deste contato' });
  }

  // Starts the export, waits for the job and saves the archive the link gives.
  async exportArchive() {
    await this.panel.getByRole('button', { name: 'Exportar dados' }).click();
    const link = this.panel.getByRole('link', { name: 'Baixar arquivo (.zip)' });
    await link.waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    // The browser runs beside the story, not in it: the file is copied over here.
    const folder = await mkdtemp(join(tmpdir(), 'prosa-lgpd-'));
    const path = join(folder, download.suggestedFilename());
    await download.saveAs(path);
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  async openErasure() {
    await this.panel.getByRole('button', { name: 'Apagar dados pessoais' }).click();
    await this.eraseDialog.waitFor();
  }

  confirmButton() {
    return this.eraseDialog.getByRole('button', { name: 'Apagar para sempre' });
  }

  async typeConfirmation(name: string, typed: string) {
    await this.eraseDialog.getByLabel(`Para confirmar, digite ${name}`).fill(typed);
  }
}
