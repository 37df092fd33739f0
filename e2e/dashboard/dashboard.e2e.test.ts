import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: these stories delete an account that other specs sign in to.
const ownServer = useOwnServer();

const browser = useBrowser();
const morning = new Date('2026-11-20T09:30:00-03:00');
const evening = new Date('2026-11-20T20:15:00-03:00');

// Each story in a browser context of its own, in São Paulo time, optionally at a fixed clock.
async function signIn(email: string, clock?: Date) {
  const context = await browser.newContext({ baseURL: ownServer().url, timezoneId: 'America/Sao_Paulo' });
  if (clock) await context.clock.setFixedTime(clock);
  return DashboardPage.signIn(context, ownServer().url, email);
}

describe('dashboard', () => {
  it('greets the manager by the time of day and shows the plan, credits and news', async () => {
    const dashboard = await signIn('gestor@prosa.demo', morning);
    expect(await dashboard.greeting.textContent()).toBe('Bom dia, Gustavo Gestor!');
    await dashboard.page.clock.setFixedTime(evening);
    await dashboard.goto();
    expect(await dashboard.greeting.textContent()).toBe('Boa noite, Gustavo Gestor!');

    const consumption = await dashboard.consumption.textContent();
    expect(consumption).toContain('Plano Professional 23');
    // The month's consumption is what the credits ledger charged: nothing yet on a fresh server.
    expect(consumption).toContain('0 de 3.500 da franquia mensal usados');
    expect(consumption).toContain('Normal');
    const progress = dashboard.consumption.getByRole('progressbar', {
      name: 'Parte da franquia mensal já usada',
    });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    expect(await dashboard.credits.textContent()).toContain('250');

    const news = dashboard.changeLog;
    expect(await news.getByRole('heading', { name: 'Painel novo' }).isVisible()).toBe(true);
    expect(await news.textContent()).toContain('Versão 1.0.52 · 20 de novembro de 2026');
    expect(await news.textContent()).toContain(
      'Veja onde sua conta está aberta e encerre sessões à distância.',
    );
    // Only the account owner sees the danger zone.
    expect(await dashboard.dangerZone.count()).toBe(0);
  });

  it('asks for a score and a comment, and for a phone when the user wants to be contacted', async () => {
    const dashboard = await signIn('atendente@prosa.demo');
    const { survey } = dashboard;

    await dashboard.sendRating();
    await survey.getByText('Escolha uma nota de 0 a 10.').waitFor();
    await survey.getByText('Escreva um comentário.').waitFor();

    await dashboard.rate(9, 'Atendimento ágil, gostei.', '12');
    await survey.getByText('Informe um telefone com 8 a 16 dígitos.').waitFor();
    expect(await survey.getByRole('status').count()).toBe(0);

    await survey.getByLabel('Telefone para contato').fill('+55 (11) 91234-5678');
    await dashboard.sendRating();
    await survey.getByRole('status').getByText('Obrigado! Sua avaliação foi enviada.').waitFor();
    // The form starts over for the next rating.
    expect(await dashboard.scoreChoice(9).isChecked()).toBe(false);
    expect(await survey.getByLabel('Telefone para contato').count()).toBe(0);
  });

  it('lets the owner delete the account only after typing its name exactly', async () => {
    const dashboard = await signIn('admin@outra.demo');
    const dialog = await dashboard.openAccountDeletion();
    const confirm = dialog.getByRole('button', { name: 'Excluir definitivamente' });
    const typed = dialog.getByLabel('Para confirmar, digite o nome da conta:');

    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill('outra empresa');
    expect(await confirm.isDisabled()).toBe(true);
    await typed.fill('Outra Empresa');
    expect(await confirm.isEnabled()).toBe(true);
    await confirm.click();

    await dashboard.page.waitForURL('**/login');
    await dashboard.page.goto('/dashboard');
    await dashboard.page.waitForURL('**/login');
  });
});
