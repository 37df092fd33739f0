import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { BotsPage } from '../pages/BotsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { FlowCodePage } from '../pages/FlowCodePage.ts';
import { FlowEditorPage } from '../pages/FlowEditorPage.ts';
import { FlowViewerPage } from '../pages/FlowViewerPage.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { demoPassword } from '../support/apiSession.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story saves and publishes the demo chatbot's flow.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('chatbot flows', () => {
  it('lets an administrator build a flow balloon by balloon, publish it and walk it in the test chat; a customer then walks it in the widget into the queue', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const bots = await BotsPage.open(dashboard.page);
    await bots.flowLink('Prosa Bot', 'Fluxo (lite)').click();
    const editor = new FlowEditorPage(dashboard.page, 'Prosa Bot');
    await editor.panel.getByText('Nenhum balão ainda. Adicione o primeiro abaixo.').waitFor();

    // The description is marked required before any save.
    expect(await editor.description.getAttribute('aria-required')).toBe('true');
    await editor.describe('Boas-vindas do site');
    await editor.add('Botões', 1);
    await editor.fill(1, 'Texto', 'Como podemos ajudar?');
    await editor.addButton(1, 'vendas', 'Comprar');
    await editor.addButton(1, 'suporte', '');
    await editor.add('Pergunta', 1);
    await editor.fill(2, 'Texto', 'Qual é o seu e-mail?');
    await editor.choose(2, 'Validação da resposta', 'E-mail');
    await editor.fill(2, 'Guardar a resposta em (opcional)', 'email');
    // Ten at a time, and taken away again.
    await editor.add('Mensagem', 10);
    await editor.balloon(12).waitFor();
    await editor.removeLast(10);
    await editor.balloon(3).waitFor({ state: 'detached' });
    await editor.add('Transferir para departamento', 1);
    await editor.choose(3, 'Departamento', 'Atendimento');
    await editor.fill(3, 'Mensagem antes de transferir (opcional)', 'Vou chamar alguém da equipe.');

    // The empty button value is refused beside its balloon, before anything is saved.
    await editor.save();
    await editor.problems(1).getByText('Linha 1: há botões sem valor.').waitFor();
    expect(await editor.problems(2).count()).toBe(0);
    await editor.balloon(1).getByLabel('Valor do botão 2').fill('Suporte');
    await editor.save();
    await editor.status.getByText('Rascunho salvo.').waitFor();
    expect(await editor.problems(1).count()).toBe(0);

    await editor.publish();
    await editor.status.getByText('Versão 1 publicada.').waitFor();
    // Versions, looked at or restored, are master level (spec §6): an administrator is not offered them.
    expect(await editor.versions.count()).toBe(0);

    await dashboard.page
      .getByRole('navigation', { name: 'Telas do fluxo' })
      .getByRole('link', { name: 'Visualizar' })
      .click();
    const viewer = new FlowViewerPage(dashboard.page);
    await viewer.balloon(2).getByText('E-mail', { exact: true }).waitFor();

    await viewer.say('Oi');
    await viewer.heard('Como podemos ajudar?');
    await viewer.tap('Comprar');
    await viewer.heard('Qual é o seu e-mail?');
    await viewer.say('meu e-mail é segredo');
    await viewer.heard('Esse e-mail não parece válido.');
    expect(await viewer.log.getByText('Qual é o seu e-mail?').count()).toBe(2);
    await viewer.say('Ana@Exemplo.com.br');
    await viewer.heard('Guardado: email = ana@exemplo.com.br');
    await viewer.heard('Vou chamar alguém da equipe.');
    await viewer.heard('→ transferida para Atendimento');
    await viewer.chat
      .getByText('A conversa está com um departamento; reinicie para testar de novo.')
      .waitFor();

    await viewer.restart();
    await viewer.chat.getByText('Escreva uma mensagem para começar.').waitFor();
    await viewer.say('Olá de novo');
    await viewer.heard('Como podemos ajudar?');

    // The published version, as a customer meets it in the widget on the demo page: the chips, the
    // e-mail re-asked, and the hand-off into the department's queue, where an attendant finds it.
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    await takeDeskByHand(admin);
    const customer = await browser.newContext({ baseURL: ownServer().url });
    const widget = await WebchatWidget.openDemo(await customer.newPage());
    await widget.open();
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const customerName = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;
    await widget.send('Oi');
    await widget.message('Como podemos ajudar?').waitFor();
    await widget.choose('Comprar');
    await widget.message('Qual é o seu e-mail?').waitFor();
    await widget.send('meu e-mail é segredo');
    await widget.message('Esse e-mail não parece válido.').waitFor();
    await widget.send('Ana@Exemplo.com.br');
    await widget.message('Vou chamar alguém da equipe.').waitFor();
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');
    const aline = await signInToLive(
      await browser.newContext({ baseURL: ownServer().url }),
      ownServer().url,
      'atendente@prosa.demo',
    );
    await aline.openQueue();
    await aline.item(customerName).getByText('1º na fila').waitFor();
    await context.close();
  }, 120_000);

  it('lets an administrator edit the same flow as JSON, with the errors pointing at their lines', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const bots = await BotsPage.open(dashboard.page);
    await bots.flowLink('Prosa Bot', 'Editor de código').click();
    const code = new FlowCodePage(dashboard.page, 'Prosa Bot');
    await code.text.waitFor();
    const saved = await code.document();
    expect(saved.lines.map((line: { type: string }) => line.type)).toEqual([
      'buttons',
      'question',
      'handoff',
    ]);

    // A missing comma: the browser says where, as text line and column.
    await code.write('{\n  "description": "x"\n  "lines": []\n}');
    await code.save();
    await code.problems.getByText('O texto não é um JSON válido (linha 3, coluna 3).').waitFor();

    const handoff = saved.lines[2];
    await code.write(
      JSON.stringify(
        { ...saved, lines: [...saved.lines.slice(0, 2), { ...handoff, errorJump: 3 }] },
        null,
        2,
      ),
    );
    await code.save();
    await code.problems
      .getByText(/^Linha 3: um salto não pode apontar para a própria linha\. \(texto, linha \d+\)$/)
      .waitFor();

    await code.write(
      JSON.stringify(
        { ...saved, lines: [...saved.lines.slice(0, 2), { ...handoff, errorJump: 1 }] },
        null,
        2,
      ),
    );
    await code.save();
    await code.status.getByText('Rascunho salvo.').waitFor();
    await code.publish();
    await code.status.getByText('Versão 2 publicada.').waitFor();

    // The preview is the demonstration site with this chatbot's webchat, as a customer meets it.
    await dashboard.page
      .getByRole('navigation', { name: 'Telas do fluxo' })
      .getByRole('link', { name: 'Pré-visualização' })
      .click();
    const site = dashboard.page.frameLocator(
      'iframe[title="Site de demonstração com o webchat de Prosa Bot"]',
    );
    await site.locator('#prosa-webchat button.launcher').waitFor();
    await context.close();
  });
});
