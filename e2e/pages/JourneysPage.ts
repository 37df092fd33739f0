import type { Locator, Page } from 'playwright-core';

export interface JourneyFields {
  name?: string;
  // Periods per weekday name as the form shows it, e.g. { 'segunda-feira': [['08:00', '12:00']] }.
  periods?: Record<string, Array<[string, string]>>;
  tolerance?: string;
}

// /settings/journeys as an administrator sees it (pt-BR texts).
export class JourneysPage {
  readonly panel: Locator;
  readonly timeZonePanel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Jornadas' });
    this.timeZonePanel = page.getByRole('region', { name: 'Fuso horário da conta' });
    this.dialog = page.getByRole('dialog');
  }

  // Through the settings overview, as a user finds the screen.
  static async open(page: Page) {
    const journeys = new JourneysPage(page);
    await page.goto('/settings');
    await page
      .getByRole('navigation', { name: 'Configurações' })
      .getByRole('link', { name: 'Jornadas' })
      .click();
    await journeys.panel.getByRole('button', { name: 'Nova jornada' }).waitFor();
    return journeys;
  }

  row(name: string) {
    return this.panel.getByRole('row').filter({ hasText: name });
  }

  async create(fields: JourneyFields) {
    await this.panel.getByRole('button', { name: 'Nova jornada' }).click();
    if (fields.name !== undefined) await this.dialog.getByLabel('Nome').fill(fields.name);
    for (const [day, periods] of Object.entries(fields.periods ?? {})) {
      for (const [index, [entry, exit]] of periods.entries()) {
        await this.dialog.getByRole('button', { name: `Adicionar período (${day})` }).click();
        await this.dialog.getByLabel(`Entrada de ${day}, período ${index + 1}`).fill(entry);
        await this.dialog.getByLabel(`Saída de ${day}, período ${index + 1}`).fill(exit);
      }
    }
    if (fields.tolerance)
      await this.dialog.getByLabel('Tolerância').selectOption({ label: fields.tolerance });
    await this.dialog.getByRole('button', { name: 'Salvar' }).click();
  }

  async remove(name: string) {
    await this.panel.getByRole('button', { name: `Excluir a jornada ${name}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }

  async chooseTimeZone(zone: string) {
    await this.timeZonePanel.getByLabel('Fuso horário').selectOption(zone);
    await this.timeZonePanel.getByRole('button', { name: 'Salvar fuso horário' }).click();
    await this.timeZonePanel.getByRole('status').waitFor();
  }
}
