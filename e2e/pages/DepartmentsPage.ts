import type { Locator, Page } from 'playwright-core';

export interface DepartmentFields {
  name?: string;
  distribution?: string;
  maxAttendances?: string;
  // Checkbox labels to tick or untick, as the dialog names them.
  check?: string[];
  uncheck?: string[];
  users?: string[];
}

// The departments settings page as an administrator sees it (pt-BR texts).
export class DepartmentsPage {
  readonly panel: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('region', { name: 'Departamentos' });
    this.dialog = page.getByRole('dialog');
  }

  static async open(page: Page) {
    const departments = new DepartmentsPage(page);
    await page.goto('/settings/live/departments');
    await departments.row('Atendimento').waitFor();
    return departments;
  }

  row(name: string) {
    return this.panel.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  async names() {
    const cells = this.panel.locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  async fill(fields: DepartmentFields) {
    if (fields.name !== undefined) await this.dialog.getByLabel('Nome').fill(fields.name);
    if (fields.distribution !== undefined)
      await this.dialog.getByLabel('Distribuição').selectOption({ label: fields.distribution });
    if (fields.maxAttendances !== undefined)
      await this.dialog.getByLabel('Máximo de atendimentos por atendente').fill(fields.maxAttendances);
    for (const label of fields.check ?? []) await this.dialog.getByRole('checkbox', { name: label }).check();
    for (const label of fields.uncheck ?? [])
      await this.dialog.getByRole('checkbox', { name: label }).uncheck();
    for (const user of fields.users ?? []) await this.dialog.getByRole('checkbox', { name: user }).check();
    await this.dialog.getByRole('button', { name: 'Salvar departamento' }).click();
  }

  async create(fields: DepartmentFields) {
    await this.panel.getByRole('button', { name: 'Novo departamento' }).click();
    await this.fill(fields);
  }

  async openEdit(name: string) {
    await this.panel.getByRole('button', { name: `Editar o departamento ${name}` }).click();
    await this.dialog.waitFor();
  }

  async edit(name: string, fields: DepartmentFields) {
    await this.openEdit(name);
    await this.fill(fields);
  }

  async cancel() {
    await this.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }

  async remove(name: string) {
    await this.panel.getByRole('button', { name: `Excluir o departamento ${name}` }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }
}
