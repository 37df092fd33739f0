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

  // The pages' links carry the period of the URL, but React renders a new period in a transition
  // after the URL has changed: until it commits, a link still leads to the period before. So the
  // click waits for the link that carries the URL's period.
  async openPage(name: string) {
    const link = this.navigation.getByRole('link', { name, exact: true });
    const { search } = new URL(this.page.url());
    await (search ? link.and(this.page.locator(`[href$="${search}"]`)) : link).click();
  }
}
