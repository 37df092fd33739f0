import type { Locator, Page } from 'playwright-core';

// /analytics and its pages (pt-BR texts): the period select, the pages' navigation, the overview's
// number cards and each chart's table.
export class AnalyticsPage {
  readonly period: Locator;
  readonly navigation: Locator;
  readonly chart: Locator;

  constructor(readonly page: Page) {
    this.period = page.getByLabel('Período', { exact: true });
    this.navigation = page.getByRole('navigation', { name: 'Páginas de estatísticas' });
    this.chart = page.getByRole('img', { name: 'Gráfico de conversas no período' });
  }

  static async open(page: Page) {
    const analytics = new AnalyticsPage(page);
    await page.goto('/analytics');
    await analytics.period.waitFor();
    return analytics;
  }

  async choosePreset(label: string) {
    await this.period.selectOption({ label });
  }

  // The number on one of the overview's cards ("Conversas", "Finalizadas", …).
  card(name: string) {
    return this.page
      .getByRole('definition')
      .filter({ has: this.page.locator('xpath=preceding-sibling::dt[1]', { hasText: name }) });
  }

  table(name: string) {
    return this.page.getByRole('region', { name, exact: true }).getByRole('table');
  }

  async openPage(name: string) {
    await this.navigation.getByRole('link', { name, exact: true }).click();
  }
}
