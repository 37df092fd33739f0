import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { NumberStatusSettingsPage, OptOutSettingsPage } from '../pages/NumberSettingsPages.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story blocks a number and records opt-outs in the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('number status and opt-out settings', () => {
  it('lets a manager block and unblock a number with reasons, then opt it out and back in', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');

    const status = await NumberStatusSettingsPage.open(dashboard.page);
    await status.lookUp('98888-1234');
    await status.panel
      .getByText('Informe o país e o número nacional com o DDD de 2 dígitos, sem o código do país.')
      .waitFor();
    await status.lookUp('(11) 98888-1234');
    await status.result.getByText('Sem conversa', { exact: true }).waitFor();
    await status.result.getByText('+5511988881234', { exact: true }).waitFor();

    await status.act('Bloquear', 'Mensagens ofensivas');
    await status.result.getByText('Bloqueado', { exact: true }).waitFor();
    await status.result.getByText('Bloqueio manual', { exact: true }).waitFor();
    await status.act('Desbloquear', 'Pediu desculpas');
    await status.result.getByText('Sem conversa', { exact: true }).waitFor();
    await expect.poll(() => status.historyRows().count()).toBe(2);
    expect(await status.historyRows().first().textContent()).toContain('Pediu desculpas');
    expect(await status.historyRows().last().textContent()).toContain('Mensagens ofensivas');

    const optOut = await OptOutSettingsPage.open(dashboard.page);
    // Only a master changes the permanence.
    expect(await optOut.permanence.isDisabled()).toBe(true);
    await optOut.lookUp('11 98888-1234');
    await optOut.record('Inserir opt-out', 'Pediu para sair');
    await expect.poll(() => optOut.rows().count()).toBe(1);
    const first = await optOut.rows().first().textContent();
    for (const text of ['WhatsApp', '+5511988881234', 'Opt-out', 'Pediu para sair'])
      expect(first).toContain(text);
    await optOut.record('Inserir opt-out', 'De novo');
    await optOut.panel
      .getByText('Não foi possível inserir o opt-out: este número já está em opt-out neste canal.')
      .waitFor();
    await optOut.record('Reiniciar para opt-in', 'Aceitou de novo');
    await expect.poll(() => optOut.rows().count()).toBe(2);
    expect(await optOut.rows().first().textContent()).toContain('Opt-in');
    await context.close();
  });
});
