import { describe, expect, it } from 'vitest';
import { AttendantSettingsPanel } from '../pages/AttendantSettingsPanel.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LiveBehaviorPage, LiveMessagesPage } from '../pages/LiveSettingsPages.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: these stories change the demo account's live settings and a user's preferences.
const ownServer = useOwnServer();
const browser = useBrowser();

async function signedIn(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  return (await DashboardPage.signIn(context, ownServer().url, email)).page;
}

describe('live settings', () => {
  it('lets an administrator change the behaviour and see it kept', async () => {
    const behavior = await LiveBehaviorPage.open(await signedIn('admin@prosa.demo'));
    expect(await behavior.reason(1).inputValue()).toBe('Almoço');
    await behavior.checkbox('Iniciar conversas por', 'SMS').uncheck();
    await behavior.addReason('Treinamento');
    await behavior.chooseArchiveTime('30 min');
    await behavior.submit();

    await behavior.page.reload();
    await behavior.save.waitFor();
    expect(await behavior.checkbox('Iniciar conversas por', 'SMS').isChecked()).toBe(false);
    expect(await behavior.reason(4).inputValue()).toBe('Treinamento');
    expect(await behavior.chosenArchiveTime()).toBe('30 min');
  });

  it('offers the account’s away reasons in the presence dialog', async () => {
    const page = await signedIn('atendente@prosa.demo');
    await page.getByRole('button', { name: /^Meu status: / }).click();
    await page.getByRole('menuitem', { name: 'Ausente' }).click();
    const reasons = page.getByRole('radiogroup', { name: 'Motivo da pausa' });
    await reasons.waitFor();
    expect(await reasons.getByRole('radio').count()).toBeGreaterThanOrEqual(3);
    await reasons.getByRole('radio', { name: 'Reunião' }).check();
    await page.getByRole('button', { name: 'Pausar' }).click();
    await page.getByRole('button', { name: 'Meu status: Ausente' }).waitFor();
  });

  it('lets an administrator change a message in another language and keeps the rest', async () => {
    const messages = await LiveMessagesPage.open(await signedIn('admin@prosa.demo'));
    await messages.chooseLanguage('English (US)');
    await messages.message('Na fila').fill('You are next in line, hold on!');
    await messages.submit();
    await messages.panel.getByText('Configurações salvas.').waitFor();

    await messages.page.reload();
    await messages.message('Na fila').waitFor();
    expect(await messages.message('Na fila').inputValue()).toContain(
      'Todos os nossos atendentes estão ocupados',
    );
    await messages.chooseLanguage('English (US)');
    expect(await messages.message('Na fila').inputValue()).toBe('You are next in line, hold on!');
  });

  it('refuses an empty message before saving', async () => {
    const messages = await LiveMessagesPage.open(await signedIn('admin@prosa.demo'));
    await messages.message('Aguardando').fill('  ');
    await messages.submit();
    await messages.panel.getByText('As mensagens do atendimento não podem ficar vazias.').waitFor();
  });

  it('lets an attendant change their own attendant settings on the profile', async () => {
    const settings = await AttendantSettingsPanel.open(await signedIn('atendente@prosa.demo'));
    expect(await settings.radio('Última mensagem, mais recentes primeiro').isChecked()).toBe(true);
    expect(await settings.alertTime.inputValue()).toBe('1');

    await settings.checkbox('Tocar um som a cada nova mensagem').uncheck();
    await settings.radio('Início da conversa, mais antigas primeiro').check();
    await settings.radio('Notificação do navegador').check();
    await settings.alertTime.fill('5');
    await settings.save();
    await settings.panel.getByText('Configurações de atendente salvas.').waitFor();

    const again = await AttendantSettingsPanel.open(settings.page);
    expect(await again.checkbox('Tocar um som a cada nova mensagem').isChecked()).toBe(false);
    expect(await again.radio('Início da conversa, mais antigas primeiro').isChecked()).toBe(true);
    expect(await again.radio('Notificação do navegador').isChecked()).toBe(true);
    expect(await again.alertTime.inputValue()).toBe('5');
  });
});
