import type { Locator, Page } from 'playwright-core';

// The frame around every signed-in page: menu, breadcrumbs and heading, presence, language, dark mode, user
// menu. Labels are pt-BR unless a story switched the language.
export class ShellPage {
  readonly title: Locator;
  readonly helpLink: Locator;
  readonly breadcrumb: Locator;
  readonly menu: Locator;
  readonly sider: Locator;
  readonly darkMode: Locator;
  readonly connectionLost: Locator;
  readonly attendants: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('main').getByRole('heading', { level: 1 });
    this.helpLink = page.getByRole('main').getByRole('link', { name: 'Ajuda', exact: true });
    this.breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.sider = page.getByRole('complementary');
    this.darkMode = page.getByRole('switch', { name: 'Modo escuro' });
    this.connectionLost = page.getByRole('alert').filter({ hasText: 'Conexão perdida' });
    this.attendants = page.getByRole('dialog', { name: 'Atendentes' });
  }

  statusButton() {
    return this.page.getByRole('button', { name: /^Meu status: / });
  }

  async chooseStatus(status: 'Online' | 'Ausente' | 'Offline', reason?: string) {
    await this.statusButton().click();
    await this.page.getByRole('menuitem', { name: status }).click();
    if (status === 'Ausente') {
      // The demo account offers its away reasons as a list; an account without them asks for text.
      const reasons = this.page.getByRole('radiogroup', { name: 'Motivo da pausa' });
      const typed = this.page.getByRole('textbox', { name: 'Motivo da pausa' });
      await reasons.or(typed).waitFor();
      if (await reasons.isVisible()) await reasons.getByRole('radio', { name: reason ?? '' }).check();
      else await typed.fill(reason ?? '');
      await this.page.getByRole('button', { name: 'Pausar' }).click();
    }
  }

  // The header's "Atendentes (N online)": N, the user included when online.
  async onlineCount() {
    const button = this.page.getByRole('button', { name: /^Atendentes \(\d+ online\)/ });
    const text = (await button.textContent()) ?? '';
    return Number(text.match(/\((\d+) online\)/)?.[1]);
  }

  async openAttendants() {
    await this.page.getByRole('button', { name: /^Atendentes/ }).click();
    await this.attendants.waitFor();
  }

  async closeAttendants() {
    await this.page.keyboard.press('Escape');
    await this.attendants.waitFor({ state: 'hidden' });
  }

  // An attendant's row in the drawer, named "<name>: <status>".
  attendant(name: string, status: string) {
    return this.attendants.getByRole('listitem', { name: `${name}: ${status}` });
  }

  // The language button is named "<buttonName>: <current language>".
  async chooseLanguage(buttonName: string, language: string) {
    await this.page.getByRole('button', { name: new RegExp(`^${buttonName}: `) }).click();
    await this.page.getByRole('menuitem', { name: language }).click();
  }

  async signOut(userName: string) {
    await this.page.getByRole('button', { name: `Menu de ${userName}` }).click();
    await this.page.getByRole('menuitem', { name: 'Sair' }).click();
    await this.page.waitForURL('**/login');
  }
}
