import type { Locator, Page } from 'playwright-core';

export interface QuestionFields {
  title: string;
  intentions: Array<[word: string, weight: number]>;
  response: string;
}

// One base's questions, its CSV import and its intent test (/knowledge/knowledge_match).
export class KnowledgeQuestionsPage {
  readonly panel: Locator;
  readonly search: Locator;
  readonly dialog: Locator;
  readonly testBox: Locator;

  constructor(
    readonly page: Page,
    baseTitle: string,
  ) {
    this.panel = page.getByRole('region', { name: `Perguntas de ${baseTitle}` });
    this.search = this.panel.getByLabel('Buscar pergunta ou intenção');
    this.dialog = page.getByRole('dialog');
    this.testBox = page.getByRole('region', { name: 'Teste de intenção' });
  }

  static async waitFor(page: Page, baseTitle: string) {
    const questions = new KnowledgeQuestionsPage(page, baseTitle);
    await questions.panel.waitFor();
    return questions;
  }

  row(title: string) {
    return this.panel.getByRole('row').filter({ hasText: title });
  }

  async titles() {
    const cells = this.panel.locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((text) => text.trim());
  }

  // Opens the new-question dialog and fills it; the caller saves (or reads a refusal first).
  async fillNewQuestion({ title, intentions, response }: QuestionFields) {
    await this.panel.getByRole('button', { name: 'Nova pergunta' }).click();
    await this.dialog.getByLabel('Pergunta', { exact: true }).fill(title);
    for (const [index, [word, weight]] of intentions.entries()) {
      if (index > 0) await this.dialog.getByRole('button', { name: 'Adicionar intenção' }).click();
      await this.dialog.getByLabel(`Intenção ${index + 1}`, { exact: true }).fill(word);
      await this.dialog.getByLabel(`Peso da intenção ${index + 1}`).fill(String(weight));
    }
    await this.dialog.getByLabel('Texto da resposta 1').fill(response);
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar pergunta' }).click();
  }

  // The answer state the intent test shows for a sentence, with the questions it gives.
  async test(sentence: string) {
    await this.testBox.getByLabel('Frase do cliente').fill(sentence);
    await this.testBox.getByRole('button', { name: 'Testar' }).click();
    const result = this.testBox.getByRole('alert');
    await result.waitFor();
    return result;
  }

  // Imports a CSV file and returns the dialog's report.
  async importCsv(csv: string | Buffer) {
    await this.panel.getByRole('button', { name: 'Importar CSV' }).click();
    await this.dialog
      .getByLabel('Arquivo CSV')
      .setInputFiles({ name: 'perguntas.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const report = this.dialog.getByRole('alert');
    await report.waitFor();
    return report;
  }
}
