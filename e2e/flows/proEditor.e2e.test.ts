import type { BotSummary, FlowDocumentInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { BotsPage } from '../pages/BotsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { FlowProEditorPage } from '../pages/FlowProEditorPage.ts';
import { FlowViewerPage } from '../pages/FlowViewerPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story saves the demo chatbot's flow.
const ownServer = useOwnServer();
const browser = useBrowser();

// A greeting, a choice, and two answers one after the other: without jumps, both buttons lead to
// line 3 and then line 4.
async function saveDemoFlow() {
  const admin = new ApiClient(ownServer().url);
  await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
  const bots = (await admin.get('/api/bots')).body as BotSummary[];
  const bot = bots.find((candidate) => candidate.name === 'Prosa Bot');
  if (!bot) throw new Error('no "Prosa Bot" chatbot');
  const flow: FlowDocumentInput = {
    description: 'Vendas e suporte',
    lines: [
      { line: 1, type: 'message', appearanceMs: 0, content: { kind: 'text', text: 'Olá!' } },
      {
        line: 2,
        type: 'buttons',
        appearanceMs: 0,
        text: 'Como podemos ajudar?',
        buttons: [
          { key: 'vendas', value: 'Comprar' },
          { key: 'suporte', value: 'Suporte' },
        ],
      },
      {
        line: 3,
        type: 'message',
        appearanceMs: 0,
        content: { kind: 'text', text: 'Você escolheu comprar.' },
      },
      {
        line: 4,
        type: 'message',
        appearanceMs: 0,
        content: { kind: 'text', text: 'Suporte: fale conosco.' },
      },
      { line: 5, type: 'end', appearanceMs: 0, text: 'Até logo!' },
    ],
  };
  expect((await admin.put(`/api/bots/${bot._id}/flow`, flow)).status).toBe(200);
}

describe('the pro flow editor', () => {
  it('adds jumps on the canvas and in the side panel, and the test chat follows them', async () => {
    await saveDemoFlow();
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const bots = await BotsPage.open(dashboard.page);
    await bots.flowLink('Prosa Bot', 'Editor pro').click();
    const editor = new FlowProEditorPage(dashboard.page, 'Prosa Bot');
    await editor.node(5).waitFor();

    // "Comprar" dragged onto line 4 by mistake, and that edge deleted again.
    await editor.connect(2, 'Botão 1: Comprar', 4);
    await editor.edge(2, 4).waitFor();
    await editor.disconnect(2, 4);
    await editor.edge(2, 4).waitFor({ state: 'detached' });
    // The "Suporte" button's exit dragged onto line 4: its own jump, drawn as an edge.
    await editor.connect(2, 'Botão 2: Suporte', 4);
    await editor.edge(2, 4).waitFor();
    // In the side panel: after line 3, straight to the end (skipping line 4).
    await editor.select(3);
    await editor.choose('Depois, ir para', 'Balão 5 · Fim');
    await editor.edge(3, 5).waitFor();

    // A jump line nobody pointed anywhere: saving refuses it and marks its node.
    await editor.add('Salto');
    await editor.node(6).waitFor();
    await editor.save();
    await editor.problems.getByText(/\(lines\.5\.jump\)$/).waitFor();
    expect(await editor.node(6).getAttribute('aria-invalid')).toBe('true');
    await editor.inspector.getByRole('button', { name: 'Remover a linha 6' }).click();
    await editor.node(6).waitFor({ state: 'detached' });
    await editor.save();
    await editor.status.getByText('Rascunho salvo.').waitFor();

    await dashboard.page
      .getByRole('navigation', { name: 'Telas do fluxo' })
      .getByRole('link', { name: 'Visualizar' })
      .click();
    const viewer = new FlowViewerPage(dashboard.page);
    await viewer.say('Oi');
    await viewer.heard('Como podemos ajudar?');
    await viewer.tap('Suporte');
    await viewer.heard('Suporte: fale conosco.');
    expect(await viewer.log.getByText('Você escolheu comprar.').count()).toBe(0);

    await viewer.restart();
    await viewer.say('Oi de novo');
    await viewer.heard('Como podemos ajudar?');
    await viewer.tap('Comprar');
    await viewer.heard('Você escolheu comprar.');
    await viewer.heard('Até logo!');
    expect(await viewer.log.getByText('Suporte: fale conosco.').count()).toBe(0);
    await context.close();
  });
});
