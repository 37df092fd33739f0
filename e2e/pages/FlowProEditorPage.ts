import type { Locator, Page } from 'playwright-core';

// The pro flow editor (/flow/advanced/{botId}, tab "Canvas"): the lines as nodes on a canvas, the
// chosen line's fields in the side panel (pt-BR texts).
export class FlowProEditorPage {
  readonly panel: Locator;
  readonly canvas: Locator;
  readonly inspector: Locator;
  readonly status: Locator;
  readonly problems: Locator;

  constructor(
    readonly page: Page,
    botName: string,
  ) {
    this.panel = page.getByRole('region', { name: `Fluxo de ${botName} no canvas` });
    this.canvas = this.panel.getByRole('application', { name: 'Canvas do fluxo' });
    this.inspector = this.panel.getByRole('complementary', { name: 'Linha escolhida' });
    this.status = this.panel.getByRole('status');
    this.problems = this.panel.getByRole('list', { name: 'Erros do fluxo no canvas' });
  }

  node(line: number) {
    return this.canvas.getByRole('article', { name: `Linha ${line}`, exact: true });
  }

  edge(from: number, to: number) {
    return this.canvas.getByLabel(`Salto da linha ${from} para a linha ${to}`);
  }

  // Drags from one of a node's exits (its label, as "Botão 2: Suporte" or "Depois") to another
  // node's entry: the canvas way to set a jump.
  async connect(from: number, exit: string, to: number) {
    const source = this.canvas.getByLabel(`Saída “${exit}” da linha ${from}`);
    const target = this.node(to).locator('.react-flow__handle.target');
    await source.scrollIntoViewIfNeeded();
    const [start, end] = [await source.boundingBox(), await target.boundingBox()];
    if (!start || !end) throw new Error('handle not on screen');
    // In steps: the canvas starts a connection on the first move and looks for a handle on the next.
    await this.page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 10 });
    await this.page.mouse.up();
  }

  // Focuses a jump's edge, selects it and deletes it with the keyboard (an edge may run behind a
  // node, so it is not clicked): the canvas way to clear a jump.
  async disconnect(from: number, to: number) {
    await this.edge(from, to).focus();
    await this.page.keyboard.press('Enter');
    await this.page.keyboard.press('Delete');
  }

  async select(line: number) {
    await this.node(line).click();
    await this.inspector.getByRole('heading', { name: new RegExp(`^Linha ${line} · `) }).waitFor();
  }

  async choose(label: string, option: string) {
    await this.inspector.getByLabel(label, { exact: true }).selectOption({ label: option });
  }

  async add(type: string) {
    await this.panel.getByLabel('Tipo da nova linha').selectOption({ label: type });
    await this.panel.getByRole('button', { name: 'Adicionar linha' }).click();
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar rascunho' }).click();
  }
}
