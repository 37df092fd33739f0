import { describe, expect, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { zonedLocal } from '../../apps/web/src/features/broadcast/zonedTime.ts';
import { BroadcastPage } from '../pages/BroadcastPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { DispatchStatisticsPage } from '../pages/DispatchStatisticsPage.ts';
import { ListsPage } from '../pages/ListsPage.ts';
import { setServerClock } from '../support/serverClock.ts';
import { useSandboxCloudServer } from '../support/useSandboxCloudServer.ts';

// A server clock the story moves: the schedule's minute comes 15 s after the clock is set, not
// whenever the wall clock's next minute falls (it waited up to 80 s).
const { ownServer, browser, accountId } = useSandboxCloudServer(
  { name: 'WhatsApp Agenda', instanceId: '109000000000888' },
  { PROSA_CONTROLLED_CLOCK: '1' },
);
const leadMs = 15_000;

// Issue 18, scheduling: a draft saved with a name and a list, edited, scheduled a little ahead in
// the account's time zone (the demo's São Paulo), watched until it sends, then duplicated; a copy
// scheduled for the next day is stopped, and a draft copy deleted.
describe('a dispatch drafted, scheduled, duplicated, stopped and deleted from /broadcast', () => {
  it('saves a draft, edits it, schedules it, sees it send, copies it, stops a scheduled copy and deletes a draft', async () => {
    await setCredits(ownServer().services.database.db, accountId(), 100);
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');
    let broadcast = await BroadcastPage.open(dashboard.page);
    await broadcast.createTemplate({
      channel: 'WhatsApp Agenda',
      name: 'lembrete_agenda',
      body: 'Olá {{1}}!',
    });
    await broadcast.templateRow('lembrete_agenda').getByText('Aprovado').waitFor();

    const lists = await ListsPage.open(dashboard.page);
    const csv = ['Nome;Telefone', 'Ana;5531977780001', 'Bruno;5531977780002'].join('\n');
    await lists.importCsv('Clientes da agenda', 'WhatsApp', { name: 'agenda.csv', content: csv });
    await expect
      .poll(async () => (await lists.cells('Clientes da agenda'))[6], { timeout: 20_000 })
      .toBe('Pronta');

    broadcast = await BroadcastPage.open(dashboard.page);
    await broadcast.saveDraft({ name: 'Rascunho da agenda', list: 'Clientes da agenda (2 telefones)' });
    await expect.poll(() => broadcast.dispatchStatuses('Rascunho da agenda')).toEqual(['Rascunho']);

    await broadcast.renameDraft(await broadcast.editDraft('Rascunho da agenda'), 'Agenda de sexta');
    await expect.poll(() => broadcast.dispatchStatuses('Agenda de sexta')).toEqual(['Rascunho']);

    // A whole minute (what the picker takes) on the account's wall clock, 15 s after the server's
    // clock, set now; that clock then runs on as the real one does.
    const at = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
    await setServerClock(ownServer().url, new Date(at.getTime() - leadMs));
    const clockSetAt = Date.now();
    await broadcast.scheduleDraft(await broadcast.editDraft('Agenda de sexta'), {
      server: 'WhatsApp Agenda',
      template: 'lembrete_agenda (pt_BR)',
      variables: ['{name}'],
      at: zonedLocal(at, 'America/Sao_Paulo'),
    });

    broadcast = await BroadcastPage.open(dashboard.page);
    expect(await broadcast.dispatchStatuses('Agenda de sexta')).toEqual(['Agendado']);
    await expect
      .poll(() => broadcast.dispatchStatuses('Agenda de sexta'), { timeout: 60_000, interval: 1000 })
      .toEqual(['Entregue']);
    // Not before its minute: the server's clock had to run the 15 s to it.
    expect(Date.now() - clockSetAt).toBeGreaterThanOrEqual(leadMs);

    await broadcast.duplicate('Agenda de sexta');
    await expect.poll(() => broadcast.dispatchStatuses('Agenda de sexta')).toEqual(['Rascunho', 'Entregue']);

    // The copy scheduled for the next day.
    await broadcast.scheduleDraft(await broadcast.editDraft('Agenda de sexta'), {
      server: 'WhatsApp Agenda',
      template: 'lembrete_agenda (pt_BR)',
      variables: ['{name}'],
      at: zonedLocal(new Date(at.getTime() + 86_400_000), 'America/Sao_Paulo'),
    });
    // Stopped from its statistics, where scheduling it led: both recipients end not sent.
    const statistics = new DispatchStatisticsPage(dashboard.page);
    await statistics.stop('Agenda de sexta');
    await statistics.errors.getByRole('cell', { name: 'Disparo interrompido' }).waitFor();
    expect(await statistics.count('Não enviado')).toBe('2');
    broadcast = await BroadcastPage.open(dashboard.page);
    await expect
      .poll(() => broadcast.dispatchStatuses('Agenda de sexta'))
      .toEqual(['Não enviado (interrompido)', 'Entregue']);

    // A draft copied from it and deleted: the list is as it was.
    await broadcast.duplicate('Agenda de sexta');
    await expect
      .poll(() => broadcast.dispatchStatuses('Agenda de sexta'))
      .toEqual(['Rascunho', 'Não enviado (interrompido)', 'Entregue']);
    await broadcast.deleteDraft('Agenda de sexta');
    await expect
      .poll(() => broadcast.dispatchStatuses('Agenda de sexta'))
      .toEqual(['Não enviado (interrompido)', 'Entregue']);
    await context.close();
    // The schedule's 15 s are waited for, and the sending after them.
  }, 120_000);
});
