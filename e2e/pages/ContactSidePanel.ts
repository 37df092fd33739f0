import type { Locator, Page } from 'playwright-core';

// The live chat's contact side panel (pt-BR texts), in its column or its drawer (`root`): the
// contact's other conversations, notes and tags.
export class ContactSidePanel {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  otherConversations() {
    return this.root.getByRole('list', { name: 'Outras conversas' });
  }

  notes() {
    return this.root.getByRole('list', { name: 'Notas' });
  }

  async addNote(text: string) {
    await this.root.getByRole('textbox', { name: 'Nova nota' }).fill(text);
    await this.root.getByRole('button', { name: 'Adicionar nota' }).click();
    await this.notes().getByRole('listitem').filter({ hasText: text }).waitFor();
  }

  tags() {
    return this.root.getByRole('list', { name: 'Tags do contato aplicadas' });
  }

  // Picks one of the account's tags in the contact tag picker, which saves it at once.
  async addTag(title: string) {
    await this.root.getByRole('combobox', { name: 'Adicionar tag ao contato' }).click();
    await this.page.keyboard.type(title);
    await this.page.getByRole('option', { name: title, exact: true }).waitFor({ state: 'attached' });
    await this.page.keyboard.press('Enter');
    await this.tags().getByRole('listitem').filter({ hasText: title }).waitFor();
  }
}
