import type { Locator, Page } from 'playwright-core';

export type VisitorCounter = 'Navegando' | 'Com chatbots' | 'Com atendentes';

// The real-time page (pt-BR texts).
export class RealTimePage {
  readonly navigation: Locator;
  readonly places: Locator;
  readonly map: Locator;
  readonly worldMap: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByRole('region', { name: 'Navegação' });
    this.places = page.getByRole('region', { name: 'Visitantes por lugar' });
    this.map = page.getByRole('img', { name: 'Mapa do Brasil com os visitantes por estado' });
    this.worldMap = page.getByRole('img', { name: 'Mapa-múndi com os visitantes por país' });
  }

  static async open(page: Page) {
    const realTime = new RealTimePage(page);
    await page.goto('/realTime');
    await realTime.counter('Navegando').waitFor();
    return realTime;
  }

  counter(name: VisitorCounter) {
    return this.page.getByRole('region', { name, exact: true });
  }

  // Waits until the counter shows `count` (the page updates itself; no reload).
  async waitForCount(name: VisitorCounter, count: number, timeout?: number) {
    await this.counter(name)
      .locator('strong', { hasText: new RegExp(`^${count}$`) })
      .waitFor({ timeout });
  }

  // A place on one of the maps, by the title it shows on hover ("Portugal: 1").
  mapPlace(map: Locator, title: string) {
    return map.locator('path').filter({ has: this.page.locator('title', { hasText: title }) });
  }

  visitorRow(text: string) {
    return this.navigation.getByRole('row').filter({ hasText: text });
  }
}
