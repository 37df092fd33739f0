import type { Locator, Page } from 'playwright-core';

export interface UserFields {
  name?: string;
  email?: string;
  password?: string;
  role?: 'Administrador' | 'Gestor' | 'Atendente' | 'Júnior';
  phone?: string;
}

// The users settings page as an administrator sees it (pt-BR texts).
export class UsersPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Usuários' });
    this.search = this.panel.getByLabel('Buscar por nome ou e-mail');
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page, someone = 'Ana Administradora') {
    const users = new UsersPage(page);
    await page.goto('/settings/users');
    await users.row(someone).waitFor();
    return users;
  }

  row(name: string) {
    return this.panel.getByRole('row').filter({ hasText: name });
  }

  // The e-mails of the rows shown (the name cell also holds the avatar's initial).
  async emails() {
    const cells = this.panel.locator('tbody tr td:nth-child(2)');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  // Fills the open dialog and saves it.
  async fill(fields: UserFields) {
    if (fields.name !== undefined) await this.dialog.getByLabel('Nome', { exact: true }).fill(fields.name);
    if (fields.email !== undefined)
      await this.dialog.getByLabel('E-mail', { exact: true }).fill(fields.email);
    if (fields.password !== undefined)
      await this.dialog.getByLabel(/^(Nova senha|Senha)$/).fill(fields.password);
    if (fields.role !== undefined) {
      // Typed into the select's search, as a keyboard user would, then taken with Enter.
      await this.dialog.getByRole('combobox', { name: 'Função' }).click();
      await this.page.keyboard.type(fields.role);
      await this.page.keyboard.press('Enter');
    }
    if (fields.phone !== undefined)
      await this.dialog.getByLabel('Telefone', { exact: true }).fill(fields.phone);
    await this.dialog.getByRole('button', { name: 'Salvar usuário' }).click();
  }

  async create(fields: UserFields) {
    await this.panel.getByRole('button', { name: 'Novo usuário' }).click();
    await this.fill(fields);
  }

  async edit(name: string, fields: UserFields) {
    await this.panel.getByRole('button', { name: `Editar o usuário ${name}` }).click();
    await this.fill(fields);
  }

  async deactivate(name: string) {
    await this.panel.getByRole('button', { name: `Desativar o usuário ${name}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Desativar', exact: true }).click();
  }

  async remove(name: string) {
    await this.panel.getByRole('button', { name: `Excluir o usuário ${name}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }

  async requestExtraUsers(quantity: number, comment: string) {
    await this.panel.getByRole('button', { name: 'Solicitar usuários extras' }).click();
    await this.dialog.getByLabel('Quantidade de usuários').fill(String(quantity));
    await this.dialog.getByLabel('Comentário').fill(comment);
    await this.dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  }

  // Opens the access-log drawer and answers its table.
  async openAccessLog(name: string) {
    await this.panel.getByRole('button', { name: `Ver o registro de acessos de ${name}` }).click();
    const drawer = this.page.getByRole('dialog', { name: `Registro de acessos de ${name}` });
    await drawer.waitFor();
    return drawer.getByRole('table');
  }
}
