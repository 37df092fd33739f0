import { existsSync } from 'node:fs';
import type { BotSummary, FlowDocumentInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { demoPassword } from '../support/apiSession.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// A server of its own: the story publishes the demo chatbot's flow and changes the department.
const ownServer = useOwnServer();
const browser = useBrowser();

// The administrator publishes the flow through the API with her own session (building it in the
// editors is flows.e2e.test.ts's story): a greeting, buttons, a dropdown (more options than the
// line's button limit), a slider, a validated e-mail question and a hand-off to "Atendimento",
// which takes conversations by hand so this one waits in its queue.
async function publishDemoFlow() {
  const admin = new ApiClient(ownServer().url);
  await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
  const desk = await takeDeskByHand(admin);
  const bots = (await admin.get('/api/bots')).body as BotSummary[];
  const bot = bots.find((candidate) => candidate.name === 'Prosa Bot');
  if (!bot) throw new Error('no "Prosa Bot" chatbot');
  const flow: FlowDocumentInput = {
    description: 'Site: vendas e suporte',
    lines: [
      {
        line: 1,
        type: 'message',
        appearanceMs: 0,
        content: { kind: 'text', text: 'Olá! Eu sou o assistente da Prosa.' },
      },
      {
        line: 2,
        type: 'buttons',
        appearanceMs: 0,
        text: 'Como podemos ajudar?',
        responseField: 'assunto',
        buttons: [
          { key: 'vendas', value: 'Comprar' },
          { key: 'suporte', value: 'Suporte' },
        ],
      },
      {
        line: 3,
        type: 'buttons',
        appearanceMs: 0,
        text: 'Qual produto você procura?',
        responseField: 'produto',
        buttonLimit: 3,
        buttons: ['Agenda', 'Caderno', 'Estojo', 'Lápis'].map((value) => ({ key: value, value })),
      },
      {
        line: 4,
        type: 'slider',
        appearanceMs: 0,
        text: 'De 0 a 10, quanto nos recomendaria?',
        responseField: 'nota',
        slider: { label: 'Nota', min: 0, max: 10, initial: 5, step: 1 },
      },
      {
        line: 5,
        type: 'question',
        appearanceMs: 0,
        text: 'Qual é o seu e-mail?',
        validation: 'email',
        responseField: 'email',
      },
      {
        line: 6,
        type: 'handoff',
        appearanceMs: 0,
        departmentId: desk.id,
        text: 'Vou chamar alguém da equipe.',
        errorJump: 7,
      },
      { line: 7, type: 'end', appearanceMs: 0, text: 'A equipe está fora do horário; volte mais tarde.' },
    ],
  };
  const saved = await admin.put(`/api/bots/${bot._id}/flow`, flow);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const published = await admin.post(`/api/bots/${bot._id}/flow/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  expect(published.body).toEqual({ version: 1 });
}

const onlineAttendant = async (email: string) =>
  signInToLive(await browser.newContext({ baseURL: ownServer().url }), ownServer().url, email);

describe('a published flow in the webchat widget', { timeout: 120_000 }, () => {
  it('walks the customer through chips, a dropdown, a slider and a validated e-mail to the queue, where an attendant takes the conversation with the collected data', async () => {
    await publishDemoFlow();
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    const widget = await WebchatWidget.openDemo(await customerContext.newPage());
    await widget.open();
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const customerName = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;

    await widget.send('Oi');
    await widget.message('Olá! Eu sou o assistente da Prosa.').waitFor();
    // The buttons come as chips under the question, in place of the numbered list the stored text
    // carries for text-only channels.
    await widget.message('Como podemos ajudar?').waitFor();
    const botTexts = async () =>
      (await widget.messages()).filter((message) => !message.isMine).map((message) => message.text);
    expect(await botTexts()).toContain('Como podemos ajudar?');
    expect((await botTexts()).join('\n')).not.toContain('1. Comprar');
    const chips = widget.choices.getByRole('button');
    await expect.poll(() => chips.allTextContents()).toEqual(['Comprar', 'Suporte']);

    // Something that is no option: the chatbot's text, and the buttons again, with their chips
    // only under the latest question.
    await widget.send('talvez');
    await widget.message('Não encontrei essa opção.').waitFor();
    await expect.poll(() => widget.count('Como podemos ajudar?')).toBe(2);
    await expect.poll(() => widget.choices.count()).toBe(1);
    await widget.choose('Comprar');
    await widget.message('Qual produto você procura?').waitFor();
    expect(
      (await widget.messages()).filter((message) => message.isMine).map((message) => message.text),
    ).toEqual(['Oi', 'talvez', 'Comprar']);

    // More options than the line's limit: a dropdown, then a slider.
    await widget.chooseFromList('Caderno');
    await widget.message('De 0 a 10, quanto nos recomendaria?').waitFor();
    await widget.slide('Nota', 8);
    await widget.message('Qual é o seu e-mail?').waitFor();
    await expect.poll(() => widget.choices.count()).toBe(0);

    await widget.send('meu e-mail é segredo');
    await widget.message('Esse e-mail não parece válido. Pode conferir e enviar de novo?').waitFor();
    await expect.poll(() => widget.count('Qual é o seu e-mail?')).toBe(2);
    await widget.send('Cliente@Exemplo.com.br');
    await widget.message('Vou chamar alguém da equipe.').waitFor();
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');

    const aline = await onlineAttendant('atendente@prosa.demo');
    await aline.openQueue();
    await aline.item(customerName).getByText('1º na fila').waitFor();
    await aline.take(customerName);
    await aline.message('Cliente@Exemplo.com.br').waitFor();
    await aline.tab('Dados');
    const collected = aline.collectedData();
    await collected.getByText('cliente@exemplo.com.br', { exact: true }).waitFor();
    await collected.getByText('Comprar', { exact: true }).waitFor();
    await collected.getByText('Caderno', { exact: true }).waitFor();
  });
});
