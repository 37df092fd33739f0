import type { Locator, Page } from 'playwright-core';

// The country-and-number lookup both number pages share (pt-BR texts).
async function lookUp(panel: Locator, national: string, country = 'BR') {
  await panel.getByLabel('País', { exact: true }).selectOption(country);
  await panel.getByLabel('Número com DDD', { exact: true }).fill(national);
  await panel.getByRole('button', { name: 'Consultar', exact: true }).click();
}

// /settings/status as a manager sees it: a number's WhatsApp status, its actions and history.
export class NumberStatusSettingsPage {
  readonly panel: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Status dos números', exact: true });
    this.result = this.panel.getByRole('region', { name: 'Resultado da consulta', exact: true });
  }

  static async open(page: Page) {
    const status = new NumberStatusSettingsPage(page);
    await page.goto('/settings/status');
    await status.panel.waitFor();
    return status;
  }

  lookUp(national: string, country?: string) {
    return lookUp(this.panel, national, country);
  }

  async act(action: 'Reiniciar' | 'Bloquear' | 'Desbloquear', reason: string) {
    await this.result.getByLabel('Motivo', { exact: true }).fill(reason);
    await this.result.getByRole('button', { name: action, exact: true }).click();
  }

  // The history's entries (not the one-cell row saying there are none).
  historyRows() {
    return this.result.locator('tbody tr:has(td + td)');
  }
}

// /settings/optout as a manager sees it: the permanence, a number's opt-out and reset, the records.
export class OptOutSettingsPage {
  readonly panel: Locator;
  readonly permanence: Locator;
  readonly change: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Opt-out', exact: true });
    this.permanence = this.panel.getByLabel('Permanência do opt-out', { exact: true });
    this.change = this.panel.getByRole('region', { name: 'Opt-out do número', exact: true });
  }

  static async open(page: Page) {
    const optOut = new OptOutSettingsPage(page);
    await page.goto('/settings/optout');
    await optOut.panel.waitFor();
    return optOut;
  }

  lookUp(national: string, country?: string) {
    return lookUp(this.panel, national, country);
  }

  async record(action: 'Inserir opt-out' | 'Reiniciar para opt-in', reason: string) {
    await this.change.getByLabel('Motivo', { exact: true }).fill(reason);
    await this.change.getByRole('button', { name: action, exact: true }).click();
  }

  // The records shown (not the one-cell row saying they load or there are none).
  rows() {
    return this.panel.locator('tbody tr:has(td + td)');
  }
}
