import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { KnowledgeBasesPage } from '../pages/KnowledgeBasesPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story adds bases and questions to the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openBases(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return KnowledgeBasesPage.open(dashboard.page);
}

describe('conventional knowledge', () => {
  it('lets a manager build a base, teach it a question, test a sentence and import a CSV with a bad row', async () => {
    const bases = await openBases('gestor@prosa.demo');
    expect(await bases.row('Dúvidas frequentes').textContent()).toContain('4');

    await bases.create('Dúvidas frequentes');
    await bases.dialog.getByText('Já existe uma base de conhecimento com esse título.').waitFor();
    await bases.dialog.getByLabel('Título').fill('Entregas');
    await bases.dialog.getByRole('button', { name: 'Salvar base' }).click();
    await bases.dialog.waitFor({ state: 'hidden' });
    const questions = await bases.openBase('Entregas');
    await questions.panel.getByText('Nenhuma pergunta encontrada.').waitFor();

    await questions.fillNewQuestion({
      title: 'Vocês entregam no sábado?',
      intentions: [
        ['sábado', 3],
        ['entrega', 2],
        ['SABADO', 1],
      ],
      response: 'Sim, aos sábados das 8h às 12h.',
    });
    await questions.save();
    // The dialog refuses the repeated intention before asking the server, and asks for weight instead.
    await questions.dialog
      .getByText('Intenção repetida: "SABADO". Em vez de repetir, dê mais peso a ela.')
      .waitFor();
    await questions.dialog.getByRole('button', { name: 'Remover a intenção 3' }).click();
    await questions.save();
    await questions.dialog.waitFor({ state: 'hidden' });
    expect(await questions.row('Vocês entregam no sábado?').textContent()).toContain('sábado (3)');

    const answered = await questions.test('Vocês fazem ENTREGA no sabado?');
    await answered.getByText('Respondida').waitFor();
    await answered.getByText('Vocês entregam no sábado?').waitFor();
    expect(
      await questions.testBox.getByRole('row').filter({ hasText: 'Vocês entregam' }).textContent(),
    ).toContain('5');
    const outside = await questions.test('Qual a cor do céu?');
    await outside.getByText('Fora de contexto').waitFor();

    // As Excel on Windows saves it in Brazil: ';' between columns, windows-1252 bytes.
    const report = await questions.importCsv(
      Buffer.from(
        [
          'title;intentions;response',
          '"Qual o prazo de entrega?";"prazo:3;dias:1";"Até 5 dias úteis."',
          'Linha ruim;x:2;Resposta',
          '"Entregam em São Paulo?";"sao paulo:3;capital:2";"Sim, em toda a cidade."',
        ].join('\r\n'),
        'latin1',
      ),
    );
    await report.getByText('2 perguntas importadas.').waitFor();
    await report.getByText('Linha 3: A intenção precisa ter mais de 1 letra.').waitFor();
    await questions.dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect
      .poll(() => questions.titles())
      .toEqual(['Entregam em São Paulo?', 'Qual o prazo de entrega?', 'Vocês entregam no sábado?']);

    await questions.search.fill('PRAZO');
    await expect.poll(() => questions.titles()).toEqual(['Qual o prazo de entrega?']);
    const imported = await questions.test('qual o prazo?');
    await imported.getByText('Qual o prazo de entrega?').waitFor();
  });
});
