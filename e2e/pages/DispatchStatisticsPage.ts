import type { Locator, Page } from 'playwright-core';

// /broadcast/{id} (pt-BR texts): a dispatch's state, its recipients by state, its sends by minute,
// its errors by code, its cost, the recipients' export and stopping it.
export class DispatchStatisticsPage {
  readonly counts: Locator;
  readonly perMinute: Locator;
  readonly errors: Locator;

  constructor(readonly page: Page) {
    this.counts = page.getByLabel('Destinatários por situação');
    this.perMinute = page.getByRole('region', { name: 'Envios por minuto' });
    this.errors = page.getByRole('region', { name: 'Erros por código' });
  }

  // How many recipients stand in the state named `label` (for example "Entregue ao aparelho").
  count(label: string) {
    return this.counts
      .locator('div')
      .filter({ has: this.page.getByRole('term').filter({ hasText: label }) })
      .getByRole('definition')
      .textContent();
  }

  // The table's rows as their cells' texts, the header left out.
  async minutes() {
    const rows = this.perMinute.getByRole('row');
    const texts = [];
    for (const row of (await rows.all()).slice(1)) texts.push(await row.getByRole('cell').allTextContents());
    return texts;
  }

  // Stops the dispatch of this name, confirming what the question says.
  async stop(name: string) {
    await this.page.getByRole('button', { name: `Interromper ${name}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Interromper', exact: true }).click();
  }

  // The recipients' CSV as the export link downloads it, with the session's cookie.
  async exported() {
    const href = await this.page
      .getByRole('link', { name: 'Exportar destinatários (CSV)' })
      .getAttribute('href');
    const answer = await this.page.context().request.get(href ?? '');
    return answer.text();
  }
}
