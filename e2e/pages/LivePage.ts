import type { Locator, Page } from 'playwright-core';
import { NumberStatusPanel } from './NumberStatusPanel.ts';

export interface FinishChoices {
  tag?: string;
  value?: string;
  archive?: boolean;
}

// The attendant's screen /live as an attendant sees it (pt-BR texts), by roles and labels only.
export class LivePage {
  readonly sidebar: Locator;
  readonly boxes: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByRole('complementary', { name: 'Conversas' });
    this.boxes = this.sidebar.getByRole('tablist', { name: 'Caixas de conversas' });
  }

  static async open(page: Page, conversationId?: string) {
    const live = new LivePage(page);
    await page.goto(conversationId ? `/live/${conversationId}` : '/live');
    await live.boxes.waitFor();
    return live;
  }

  box(name: 'Caixa de entrada' | 'Fila' | 'Todas' | 'Finalizadas') {
    return this.boxes.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  async openBox(name: 'Caixa de entrada' | 'Fila' | 'Todas' | 'Finalizadas') {
    await this.box(name).click();
    await this.sidebar.getByRole('list', { name }).waitFor();
  }

  openQueue() {
    return this.openBox('Fila');
  }

  // A conversation in the box on show, by the customer's name.
  item(customerName: string) {
    return this.sidebar.getByRole('listitem').filter({ hasText: customerName });
  }

  // Takes a queued conversation from the list, then opens it.
  async take(customerName: string) {
    await this.item(customerName)
      .getByRole('button', { name: `Assumir a conversa de ${customerName}` })
      .click();
    await this.openBox('Caixa de entrada');
    await this.openConversation(customerName);
  }

  async openConversation(customerName: string) {
    await this.item(customerName).getByRole('link').first().click();
    await this.room(customerName).waitFor();
  }

  room(customerName?: string) {
    return this.page.getByRole('region', {
      name: customerName ? `Conversa com ${customerName}` : /^Conversa com /,
    });
  }

  messageList() {
    return this.room().getByRole('list', { name: 'Mensagens' });
  }

  // The texts of the room's messages, in order.
  async messages() {
    const items = this.messageList().getByRole('listitem');
    return (await items.allTextContents()).map((text) => text.trim()).filter(Boolean);
  }

  message(text: string) {
    return this.messageList().getByRole('listitem').filter({ hasText: text });
  }

  // The delivery state shown on a message the attendant sent (e.g. "Enviada", "Lida").
  deliveryState(text: string, state: string) {
    return this.message(text).getByRole('img', { name: state });
  }

  async reply(text: string) {
    const box = this.room().getByRole('textbox', { name: /^Mensagem/ });
    await box.fill(text);
    await box.press('Enter');
    await this.message(text).waitFor();
  }

  async tab(name: 'Conversa' | 'Inteligência' | 'Navegação' | 'Dados') {
    await this.room().getByRole('tab', { name }).click();
  }

  // The data tab's "Dados coletados": what the chatbot's flow collected.
  collectedData() {
    return this.room().getByRole('region', { name: 'Dados coletados' });
  }

  // The data tab's "Número": the contact's number status, for managers and above.
  numberStatus() {
    return new NumberStatusPanel(this.page, this.room());
  }

  tags() {
    return this.room().getByRole('list', { name: 'Tags aplicadas' });
  }

  async addTag(title: string) {
    // An earlier add clears the picker when its answer comes, which can be after its tag already
    // shows in the list: a choice made before that would be cleared with it.
    await this.room().getByRole('button', { name: 'Adicionar tag', disabled: true }).waitFor();
    await this.room().getByLabel('Escolher tag').selectOption({ label: title });
    await this.room().getByRole('button', { name: 'Adicionar tag' }).click();
  }

  async removeTag(title: string) {
    await this.room()
      .getByRole('button', { name: `Remover a tag ${title}` })
      .click();
  }

  // Transfers the open conversation to an attendant or a department, by name.
  async transferTo(name: string) {
    await this.room().getByRole('button', { name: 'Transferir', exact: true }).click();
    const drawer = this.page.getByRole('dialog', { name: 'Transferir conversa' });
    await drawer.getByRole('button', { name: `Transferir para ${name}` }).click();
    await drawer.waitFor({ state: 'hidden' });
  }

  async finish({ tag, value, archive = false }: FinishChoices = {}) {
    await this.room().getByRole('button', { name: 'Finalizar', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Finalizar conversa' });
    if (tag) await dialog.getByRole('checkbox', { name: tag }).check();
    if (value !== undefined) await dialog.getByRole('textbox', { name: /^Valor/ }).fill(value);
    await dialog
      .getByRole('button', { name: archive ? 'Finalizar e arquivar' : 'Finalizar', exact: true })
      .click();
  }

  finishDialog() {
    return this.page.getByRole('dialog', { name: 'Finalizar conversa' });
  }

  // Archives the open finished room (the header's button).
  async archive() {
    await this.room().getByRole('button', { name: 'Arquivar', exact: true }).click();
  }

  // In the composer's place once the room's 24-hour WhatsApp window has closed.
  closedWindowNotice() {
    return this.room().getByRole('note').filter({ hasText: 'A janela de 24 horas terminou' });
  }

  // The note above a read-only composer.
  readOnlyNote() {
    return this.room().getByRole('note');
  }

  // The switch that checks the attendant in to (or out of) a department that asks for check-in;
  // with `checked`, only while it shows that state.
  checkInSwitch(department: string, checked?: boolean) {
    return this.sidebar.getByRole('switch', { name: `Check-in em ${department}`, checked });
  }

  async setCheckIn(department: string, isCheckedIn: boolean) {
    if (!(await this.checkInSwitch(department, isCheckedIn).isVisible()))
      await this.checkInSwitch(department).click();
    await this.checkInSwitch(department, isCheckedIn).waitFor();
  }

  theaterButton() {
    return this.room().getByRole('button', { name: 'Modo teatro' });
  }

  // A catalogue error shown on the screen.
  alert(text: string) {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  // --- Added for e2e/conversation (widget to attendant story) ---

  // Attaches a file through the composer's "Anexar arquivo" button, as the file chooser opens.
  async attachFile(file: { name: string; mimeType: string; buffer: Buffer }) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.room().getByRole('button', { name: 'Anexar arquivo' }).click();
    await (await chooser).setFiles(file);
  }

  // --- Added for e2e/conversation (proactive chat story) ---

  newConversationDialog() {
    return this.page.getByRole('dialog', { name: 'Nova conversa com um visitante' });
  }

  // Opens "Nova conversa" and starts one with the visitor browsing the page of that title.
  async startConversation(pageTitle: string) {
    await this.sidebar.getByRole('button', { name: 'Nova conversa', exact: true }).click();
    await this.newConversationDialog()
      .getByRole('button', { name: `Conversar com o visitante em ${pageTitle}` })
      .click();
    await this.newConversationDialog().waitFor({ state: 'hidden' });
  }

  // The room's status as its header shows it (e.g. "Interna", "Aguardando").
  roomStatus(status: string) {
    return this.room().getByText(status, { exact: true });
  }

  // --- Added for e2e/conversation (group attendance story) ---

  // The attendants added to the open room beside its holder, as its header lists them.
  participants() {
    return this.room().getByRole('list', { name: 'Atendentes no grupo' });
  }

  // Adds an attendant to the open room through "Adicionar atendente", by name.
  async addAttendant(name: string) {
    await this.room().getByRole('button', { name: 'Adicionar atendente', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Adicionar atendente à conversa' });
    await dialog.getByRole('button', { name: `Adicionar ${name}` }).click();
    await dialog.waitFor({ state: 'hidden' });
    await this.participants().getByRole('listitem').filter({ hasText: name }).waitFor();
  }

  // A participant leaves the open room's group; the screen goes back to /live.
  async leaveGroup() {
    await this.participants().getByRole('button', { name: 'Sair do grupo' }).click();
    await this.page.waitForURL(/\/live$/);
  }
}
