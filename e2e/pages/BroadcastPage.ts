import type { Locator, Page } from 'playwright-core';

interface DispatchFields {
  name: string;
  server: string;
  template: string;
  variables: string[];
}

// /broadcast as a manager sees it (pt-BR texts): the templates, the new-template form, the
// new-dispatch form and the dispatches.
export class BroadcastPage {
  readonly templates: Locator;
  readonly form: Locator;
  readonly dispatchForm: Locator;
  readonly dispatches: Locator;

  constructor(readonly page: Page) {
    this.templates = page.getByRole('region', { name: 'Modelos' });
    this.form = page.getByRole('region', { name: 'Novo modelo' });
    this.dispatchForm = page.getByRole('region', { name: 'Novo disparo' });
    this.dispatches = page.getByRole('region', { name: 'Disparos' });
  }

  static async open(page: Page) {
    await page.goto('/broadcast');
    const broadcast = new BroadcastPage(page);
    await broadcast.form.waitFor();
    return broadcast;
  }

  async createTemplate({ channel, name, body }: { channel: string; name: string; body: string }) {
    await this.choose(this.form, 'Canal', channel);
    await this.form.getByLabel('Nome', { exact: true }).fill(name);
    await this.form.getByLabel('Mensagem', { exact: true }).fill(body);
    await this.form.getByRole('button', { name: 'Criar e enviar para aprovação' }).click();
  }

  templateRow(name: string) {
    return this.templates.getByRole('row').filter({ hasText: name });
  }

  dispatchRow(name: string) {
    return this.dispatches.getByRole('row').filter({ hasText: name });
  }

  // Fills the new-dispatch form to send now and answers the preview's text as it reads before
  // sending; the browser then opens the dispatch's statistics. `exclude` names lists whose numbers
  // are left out; `flowIndex` the flow line a reply starts at.
  async createDispatch(input: DispatchFields & { list: string; exclude?: string[]; flowIndex?: number }) {
    const preview = await this.fillDispatch(input);
    await this.choose(this.dispatchForm, 'Lista de contatos', input.list);
    for (const list of input.exclude ?? []) await this.choose(this.dispatchForm, 'Listas de exclusão', list);
    // A multiple select stays open after a choice.
    if (input.exclude?.length) await this.page.keyboard.press('Escape');
    if (input.flowIndex !== undefined)
      await this.dispatchForm
        .getByLabel('Linha do fluxo ao responder', { exact: true })
        .fill(String(input.flowIndex));
    await this.dispatchForm.getByRole('radio', { name: 'Agora' }).check();
    await this.dispatchForm.getByRole('button', { name: 'Criar disparo' }).click();
    await this.page.waitForURL(/\/broadcast\/[^/]+$/);
    return preview;
  }

  // The dispatch's name, server, template and variables; answers the preview's text.
  async fillDispatch(input: DispatchFields) {
    const form = this.dispatchForm;
    await form.getByLabel('Nome do disparo', { exact: true }).fill(input.name);
    await this.choose(form, 'Canal do disparo', input.server);
    await this.choose(form, 'Modelo aprovado', input.template);
    for (const [index, value] of input.variables.entries())
      await form.getByLabel(`Variável ${index + 1}`, { exact: true }).fill(value);
    // The preview follows the inputs a render later: read it once none of the variables filled
    // still shows as {{n}}.
    const preview = form.getByRole('region', { name: 'Prévia da mensagem' }).getByRole('paragraph');
    const filled = input.variables.map((_, index) => `\\{\\{${index + 1}\\}\\}`);
    if (filled.length > 0) await preview.filter({ hasNotText: new RegExp(filled.join('|')) }).waitFor();
    return preview.textContent();
  }

  // Saves the new-dispatch form as a draft: a name and a list are enough (campaigns §5).
  async saveDraft({ name, list }: { name: string; list: string }) {
    await this.dispatchForm.getByLabel('Nome do disparo', { exact: true }).fill(name);
    await this.choose(this.dispatchForm, 'Lista de contatos', list);
    await this.dispatchForm.getByRole('button', { name: 'Salvar rascunho' }).click();
  }

  // Opens a draft of the list in its editing dialog.
  async editDraft(name: string) {
    await this.dispatchRow(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: `Editar ${name}` });
    await dialog.waitFor();
    return dialog;
  }

  // In the draft's dialog: renames it and saves it as a draft again.
  async renameDraft(dialog: Locator, name: string) {
    await dialog.getByLabel('Nome do disparo', { exact: true }).fill(name);
    await dialog.getByRole('button', { name: 'Salvar rascunho' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  // In the draft's dialog: its server, template and variables, then a date and time of the
  // account's time zone (a datetime-local value), and "Agendar"; the browser then opens the
  // dispatch's statistics.
  async scheduleDraft(dialog: Locator, input: Omit<DispatchFields, 'name'> & { at: string }) {
    await this.choose(dialog, 'Canal do disparo', input.server);
    await this.choose(dialog, 'Modelo aprovado', input.template);
    for (const [index, value] of input.variables.entries())
      await dialog.getByLabel(`Variável ${index + 1}`, { exact: true }).fill(value);
    await dialog.getByRole('radio', { name: 'Agendar' }).check();
    await dialog.getByLabel(/^Data e hora \(/).fill(input.at);
    await dialog.getByRole('button', { name: 'Agendar' }).click();
    await this.page.waitForURL(/\/broadcast\/[^/]+$/);
  }

  // The status each dispatch of this name shows in the list, newest first.
  async dispatchStatuses(name: string) {
    return this.dispatches
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) })
      .locator('td:nth-child(2)')
      .allTextContents();
  }

  async duplicate(name: string) {
    await this.dispatchRow(name)
      .first()
      .getByRole('button', { name: `Duplicar ${name}` })
      .click();
  }

  // Deletes the draft of this name, confirming.
  async deleteDraft(name: string) {
    await this.dispatchRow(name)
      .getByRole('button', { name: `Excluir ${name}` })
      .click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Excluir', exact: true }).click();
  }

  // An Ant Design select: typed into, and its option picked once listed.
  private async choose(within: Locator, label: string, option: string) {
    await within.getByRole('combobox', { name: label }).click();
    await this.page.keyboard.type(option);
    await this.page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'attached' });
    await this.page.keyboard.press('Enter');
  }
}
