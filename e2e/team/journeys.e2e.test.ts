import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { JourneysPage } from '../pages/JourneysPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { WorkingDayAlarm } from '../pages/WorkingDayAlarm.ts';
import { demoPassword } from '../support/apiSession.ts';
import { setServerClock } from '../support/serverClock.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own whose clock the story moves (PROSA_CONTROLLED_CLOCK=1); the browser's clock
// is Playwright's, moved to the same instants.
const ownServer = useOwnServer({ PROSA_CONTROLLED_CLOCK: '1' });
const browser = useBrowser();

// Monday 2026-11-23 in São Paulo (UTC-3), the demo account's time zone.
const monday = (time: string) => new Date(`2026-11-23T${time}-03:00`);

async function apiLogin(email: string) {
  const client = new ApiClient(ownServer().url);
  const { status, body } = await client.post('/api/auth/login', { email, password: demoPassword });
  if (status !== 200) throw new Error(`API login of ${email} answered ${status}`);
  return { client, userId: body.user.id as string };
}

describe('journeys', () => {
  it('lets an administrator create a journey with two periods a day, refusing overlapping times', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const journeys = await JourneysPage.open(dashboard.page);

    await journeys.create({
      name: 'Atendimento',
      periods: {
        'segunda-feira': [
          ['08:00', '12:00'],
          ['13:00', '18:00'],
        ],
      },
      tolerance: '30 minutos',
    });
    await journeys.dialog.waitFor({ state: 'hidden' });
    const row = journeys.row('Atendimento');
    await row.getByText('segunda-feira 08:00–12:00, 13:00–18:00').waitFor();
    expect(await row.textContent()).toContain('30 minutos');

    await journeys.create({
      name: 'Plantão',
      periods: {
        'terça-feira': [
          ['08:00', '12:00'],
          ['11:00', '13:00'],
        ],
      },
    });
    await journeys.dialog.getByText('Os horários de um dia não podem se repetir nem se sobrepor.').waitFor();
    await journeys.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await journeys.dialog.waitFor({ state: 'hidden' });
    expect(await journeys.row('Plantão').count()).toBe(0);

    await journeys.chooseTimeZone('America/Manaus');
    await journeys.chooseTimeZone('America/Sao_Paulo');

    await journeys.remove('Atendimento');
    await expect.poll(() => journeys.row('Atendimento').count()).toBe(0);
  });

  it('counts the working day down, yellow then red, and signs the member out when the tolerance ends', async () => {
    const url = ownServer().url;
    const admin = await apiLogin('admin@prosa.demo');
    const { userId } = await apiLogin('atendente@prosa.demo');
    const created = await admin.client.post('/api/settings/journeys', {
      name: 'Comercial tarde',
      schedules: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        periods: [
          { entry: '08:00', exit: '12:00' },
          { entry: '13:00', exit: '18:00' },
        ],
      })),
      toleranceMinutes: 5,
      userIds: [userId],
    });
    expect(created.status).toBe(200);

    // Ten minutes before the end of Monday's second period, on both clocks.
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await setServerClock(url, monday('17:50:00'));
    await page.clock.install({ time: monday('17:50:00') });
    const login = await LoginPage.open(page);
    await login.signIn('atendente@prosa.demo', demoPassword);

    const alarm = new WorkingDayAlarm(page);
    await alarm.ending.waitFor();
    const first = await alarm.timeLeft(alarm.ending);
    expect(first).toMatch(/^09:[0-5]\d$/);
    // It counts down every second.
    await expect.poll(() => alarm.timeLeft(alarm.ending), { timeout: 5000 }).not.toBe(first);

    // The period is over: the red dialog counts the five minutes of tolerance down.
    await setServerClock(url, monday('18:00:30'));
    await page.clock.setSystemTime(monday('18:00:30'));
    await alarm.tolerance.waitFor();
    expect(await alarm.timeLeft(alarm.tolerance)).toMatch(/^04:[0-3]\d$/);
    expect(await alarm.ending.count()).toBe(0);

    // The tolerance is over: the server ends the session and the login page says why.
    await setServerClock(url, monday('18:05:30'));
    await page.clock.setSystemTime(monday('18:05:30'));
    await page.waitForURL('**/login');
    await login.alert
      .filter({ hasText: 'Sua jornada de trabalho terminou e você foi desconectado.' })
      .waitFor();

    // Outside the journey, signing in again is refused.
    await login.submitCredentials('atendente@prosa.demo', demoPassword);
    await login.alert.filter({ hasText: 'Você está fora do seu horário de trabalho (jornada).' }).waitFor();
  });

  it('tells a member whose browser was offline when the tolerance ended that the working day ended', async () => {
    const url = ownServer().url;
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    // Tuesday, ten minutes before the end; the journey of the story above binds the attendant.
    const tuesday = (time: string) => new Date(`2026-11-24T${time}-03:00`);
    await setServerClock(url, tuesday('17:50:00'));
    await page.clock.install({ time: tuesday('17:50:00') });
    const login = await LoginPage.open(page);
    await login.signIn('atendente@prosa.demo', demoPassword);
    const alarm = new WorkingDayAlarm(page);
    await alarm.ending.waitFor();

    await context.setOffline(true);
    await setServerClock(url, tuesday('18:05:30'));
    await page.clock.setSystemTime(tuesday('18:05:30'));
    await alarm.tolerance.waitFor();
    await context.setOffline(false);
    await page.waitForURL('**/login');
    await login.alert
      .filter({ hasText: 'Sua jornada de trabalho terminou e você foi desconectado.' })
      .waitFor();
  });
});
