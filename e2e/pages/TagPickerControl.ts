import type { Locator, Page } from 'playwright-core';

// The shared tag editor (TagPicker and its list of applied tags) inside `scope`: the live room's
// side panel and the contact form use the same one.
export class TagPickerControl {
  constructor(
    private readonly page: Page,
    private readonly scope: Locator,
  ) {}

  applied() {
    return this.scope.getByRole('list', { name: 'Tags aplicadas' });
  }

  picker() {
    return this.scope.getByRole('combobox', { name: 'Adicionar tag' });
  }

  // Picks a tag of the account in the picker, which adds it at once.
  async add(title: string) {
    await this.picker().click();
    await this.page.keyboard.type(title);
    await this.page.getByRole('option', { name: title, exact: true }).waitFor({ state: 'attached' });
    await this.page.keyboard.press('Enter');
    await this.applied().getByRole('listitem').filter({ hasText: title }).waitFor();
  }

  // The tags the picker offers (the account's, less those applied), as it opens.
  async choices() {
    await this.picker().click();
    const listbox = this.page.getByRole('listbox');
    await listbox.waitFor({ state: 'attached' });
    const names = (await listbox.getByRole('option').allTextContents()).map((name) => name.trim());
    await this.page.keyboard.press('Escape');
    return names;
  }

  async remove(title: string) {
    await this.scope.getByRole('button', { name: `Remover a tag ${title}` }).click();
  }
}
