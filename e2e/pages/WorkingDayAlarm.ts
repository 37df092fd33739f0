import type { Locator, Page } from 'playwright-core';

// The working-day countdown dialogs of the shell (pt-BR texts): yellow while the period ends,
// red through the tolerance.
export class WorkingDayAlarm {
  readonly ending: Locator;
  readonly tolerance: Locator;

  constructor(readonly page: Page) {
    this.ending = page.getByRole('dialog', { name: 'Sua jornada está terminando' });
    this.tolerance = page.getByRole('dialog', { name: 'Sua jornada terminou' });
  }

  // What the dialog's countdown shows, e.g. "09:58".
  async timeLeft(dialog: Locator) {
    return ((await dialog.getByRole('timer').textContent()) ?? '').trim();
  }
}
