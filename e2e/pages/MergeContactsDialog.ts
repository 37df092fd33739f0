import type { Locator, Page } from 'playwright-core';

// The contact page's channel identities panel (pt-BR texts) and its merge dialog: search the
// other contact, choose it, read what happens, confirm.
export class MergeContactsDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Mesclar contatos' });
  }

  static identities(page: Page) {
    return page.getByRole('region', { name: 'Identidades nos canais', exact: true });
  }

  // The identities shown on the open contact, as "Channel: id" texts.
  static async identityTexts(page: Page) {
    const list = MergeContactsDialog.identities(page).getByRole('list', { name: 'Identidades nos canais' });
    const items = await list.getByRole('listitem').allTextContents();
    return items.map((text) => text.replace(/\s*desde .*$/, '').trim());
  }

  static async open(page: Page) {
    await MergeContactsDialog.identities(page)
      .getByRole('button', { name: 'Mesclar com outro contato' })
      .click();
    const merge = new MergeContactsDialog(page);
    await merge.dialog.waitFor();
    return merge;
  }

  async choose(search: string, name: string) {
    await this.dialog.getByLabel('Buscar o outro contato por nome, e-mail ou telefone').fill(search);
    await this.dialog.getByRole('button', { name: `Escolher ${name}`, exact: true }).click();
  }

  // What the confirmation says will happen.
  consequences() {
    return this.dialog.getByText('é mesclado nele');
  }

  movingIdentities() {
    return this.dialog.getByRole('list', { name: 'Identidades que passam' }).getByRole('listitem');
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: 'Mesclar', exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
