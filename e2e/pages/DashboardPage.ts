import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { demoPassword } from '../support/apiSession.ts';

// The dashboard as its user sees it (pt-BR texts).
export class DashboardPage {
  readonly greeting: Locator;
  readonly consumption: Locator;
  readonly credits: Locator;
  readonly changeLog: Locator;
  readonly survey: Locator;
  readonly dangerZone: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('heading', { level: 2, name: /^(Bom dia|Boa tarde|Boa noite), / });
    this.consumption = page.getByRole('region', { name: 'Consumo do plano no mês' });
    this.credits = page.getByRole('region', { name: 'Créditos de IA' });
    this.changeLog = page.getByRole('region', { name: 'Novidades' });
    this.survey = page.getByRole('region', { name: 'Pesquisa de satisfação' });
    this.dangerZone = page.getByRole('region', { name: 'Zona de perigo' });
  }

  // Signing in is the login screens' story: here the session is opened through the API, as the
  // browser (its user agent names the device), and its cookies handed to the browser.
  static async signIn(context: BrowserContext, baseUrl: string, email: string, password = demoPassword) {
    const page = await context.newPage();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    const client = new ApiClient(baseUrl, { 'user-agent': userAgent });
    const { status, body } = await client.post('/api/auth/login', { email, password });
    if (status !== 200) throw new Error(`API login of ${email} failed: ${JSON.stringify(body)}`);
    const cookies = client
      .cookieHeader()
      .split('; ')
      .map((pair) => ({
        name: pair.slice(0, pair.indexOf('=')),
        value: pair.slice(pair.indexOf('=') + 1),
        url: baseUrl,
      }));
    await context.addCookies(cookies);
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    return dashboard;
  }

  async goto() {
    await this.page.goto('/dashboard');
    await this.greeting.waitFor();
  }

  // The purchased credits the account can spend now, as the credits panel says them.
  async purchasedCredits() {
    const line = this.credits.getByText(/^Créditos comprados disponíveis: /);
    return Number(((await line.textContent()) ?? '').replace(/\D/g, ''));
  }

  scoreChoice(score: number) {
    return this.survey.getByRole('radio', { name: `Nota ${score} de 10` });
  }

  // The radio itself is visually hidden behind its button: click the button, as a user does.
  async chooseScore(score: number) {
    const radio = this.page.getByRole('radio', { name: `Nota ${score} de 10` });
    await this.survey.locator('label', { has: radio }).click();
  }

  async rate(score: number, comment: string, contactPhone?: string) {
    await this.chooseScore(score);
    await this.survey.getByLabel('Comentário').fill(comment);
    if (contactPhone !== undefined) {
      await this.survey.getByRole('checkbox', { name: 'Quero ser contatado' }).check();
      await this.survey.getByLabel('Telefone para contato').fill(contactPhone);
    }
    await this.sendRating();
  }

  async sendRating() {
    await this.survey.getByRole('button', { name: 'Enviar avaliação' }).click();
  }

  async openAccountDeletion() {
    await this.dangerZone.getByRole('button', { name: 'Excluir conta' }).click();
    return this.page.getByRole('dialog');
  }
}
