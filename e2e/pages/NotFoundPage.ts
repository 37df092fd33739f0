import type { Locator, Page } from 'playwright-core';

// What any path outside the panel's routes shows.
export class NotFoundPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByText('Página não encontrada');
  }
}
