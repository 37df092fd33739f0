import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { QuickResponsesPanel } from '../pages/QuickResponsesPanel.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story changes the demo account's quick responses.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('quick responses', () => {
  it('lets an attendant create, edit, share and delete a response on the profile page, refusing a blank title', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'atendente@prosa.demo');
    const responses = await QuickResponsesPanel.open(dashboard.page);
    expect(await responses.titles()).toEqual(['Retorno em breve', 'Saudação']);
    // The manager's shared greeting is usable but not the attendant's to change.
    expect(await responses.shareBox('Saudação').isDisabled()).toBe(true);

    await responses.create({ title: 'Horário', message: 'Atendemos das 8h às 18h. <b>sem HTML</b>' });
    await responses.dialog.waitFor({ state: 'hidden' });
    await responses.row('Horário').getByText('Atendemos das 8h às 18h. <b>sem HTML</b>').waitFor();

    await responses.edit('Horário', { title: 'Horário de atendimento', message: 'Das 9h às 18h.' });
    await responses.dialog.waitFor({ state: 'hidden' });
    await responses.row('Horário de atendimento').getByText('Das 9h às 18h.').waitFor();

    await responses.shareBox('Horário de atendimento').click();
    await expect.poll(() => responses.shareBox('Horário de atendimento').isChecked()).toBe(true);

    await responses.create({ title: '   ', message: 'Sem título' });
    await responses.dialog.getByText('O título da resposta rápida é obrigatório.').waitFor();
    await responses.dialog.getByRole('button', { name: 'Cancelar' }).click();
    await responses.dialog.waitFor({ state: 'hidden' });

    await responses.remove('Horário de atendimento');
    await expect.poll(() => responses.titles()).toEqual(['Retorno em breve', 'Saudação']);
  });
});
