import type { Locator, Page } from 'playwright-core';

// The access control settings page as an administrator sees it (pt-BR texts): one panel of
// switches per level below the administrator's.
export class AccessControlPage {
  constructor(readonly page: Page) {}

  static async open(page: Page) {
    await page.goto('/settings/access/control');
    const accessControl = new AccessControlPage(page);
    await accessControl.level('Gestor').waitFor();
    return accessControl;
  }

  level(levelName: string): Locator {
    return this.page.getByRole('region', { name: `Permissões: ${levelName}` });
  }

  // A permission's switch, inside its area's group of the level's panel.
  permission(levelName: string, area: string, permission: string): Locator {
    return this.level(levelName)
      .getByRole('group', { name: area })
      .getByRole('switch', { name: permission, exact: true });
  }

  async setPermission(levelName: string, area: string, permission: string, isOn: boolean) {
    const toggle = this.permission(levelName, area, permission);
    if ((await toggle.getAttribute('aria-checked')) !== String(isOn)) await toggle.click();
  }

  async save(levelName: string) {
    const panel = this.level(levelName);
    await panel.getByRole('button', { name: `Salvar permissões: ${levelName}` }).click();
    await panel.getByRole('alert').filter({ hasText: 'Permissões salvas.' }).waitFor();
  }
}
