import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { DepartmentsPage } from '../pages/DepartmentsPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story changes the demo account's departments that other specs may read.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openDepartments(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return DepartmentsPage.open(dashboard.page);
}

describe('departments', () => {
  it('lets an administrator create and edit a department, refusing force pass without the queue', async () => {
    const departments = await openDepartments('admin@prosa.demo');
    expect(await departments.names()).toEqual(['Atendimento', 'Comercial']);

    await departments.create({
      name: 'Financeiro',
      distribution: 'Sequencial',
      maxAttendances: '4',
      check: ['Repasse forçado'],
      users: ['Aline Atendente'],
    });
    await departments.dialog
      .getByText('O repasse forçado precisa de um tipo de distribuição e da fila de atendimento.')
      .waitFor();
    await departments.fill({ check: ['Fila de atendimento'] });
    await departments.dialog.waitFor({ state: 'hidden' });
    const created = departments.row('Financeiro');
    await created.getByRole('cell', { name: 'Sequencial' }).waitFor();
    expect(await created.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['Financeiro', 'Sequencial', 'Sim', '4', '1']),
    );

    await departments.edit('Financeiro', { name: 'Financeiro e cobrança', uncheck: ['Repasse forçado'] });
    await departments.dialog.waitFor({ state: 'hidden' });
    await departments.row('Financeiro e cobrança').waitFor();

    await departments.page.reload();
    await departments.row('Financeiro e cobrança').waitFor();
    await departments.openEdit('Financeiro e cobrança');
    expect(await departments.dialog.getByRole('checkbox', { name: 'Repasse forçado' }).isChecked()).toBe(
      false,
    );
    expect(await departments.dialog.getByRole('checkbox', { name: 'Fila de atendimento' }).isChecked()).toBe(
      true,
    );
    expect(await departments.dialog.getByRole('checkbox', { name: 'Aline Atendente' }).isChecked()).toBe(
      true,
    );
    await departments.cancel();
  });

  it('refuses to delete a department with linked users', async () => {
    const departments = await openDepartments('admin@prosa.demo');
    await departments.remove('Atendimento');
    await departments.panel
      .getByText('Não é possível excluir um departamento com usuários vinculados.')
      .waitFor();
    expect(await departments.names()).toContain('Atendimento');
  });
});
