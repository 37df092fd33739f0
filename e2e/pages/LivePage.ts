import type { Locator, Page } from 'playwright-core';
import { ContactSidePanel } from './ContactSidePanel.ts';
import { NumberStatusPanel } from './NumberStatusPanel.ts';
import { TagPickerControl } from './TagPickerControl.ts';

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

  // Takes a queued conversation from the list: it opens by itself, shown in the inbox.
  async take(customerName: string) {
    await this.item(customerName)
      .getByRole('button', { name: `Assumir a conversa de ${customerName}` })
      .click();
    await this.room(customerName).waitFor();
    await this.sidebar.getByRole('list', { name: 'Caixa de entrada' }).waitFor();
  }

  // The addresses of the conversations listed in a box, in their order.
  boxLinks(name: 'Caixa de entrada' | 'Fila' | 'Todas' | 'Finalizadas') {
    return this.sidebar
      .getByRole('list', { name })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  }

  // The count a box's tab shows, or null while it loads.
  async boxCount(name: 'Caixa de entrada' | 'Fila' | 'Todas' | 'Finalizadas') {
    const text = (await this.box(name).textContent()) ?? '';
    const count = text.slice(name.length).match(/^\s*(\d+)/)?.[1];
    return count === undefined ? null : Number(count);
  }

  // The tabs that wrap onto another line or do not fit in the list, by their text.
  boxesThatDoNotFit() {
    return this.boxes.evaluate((list) => {
      const column = (list.closest('aside') ?? list).getBoundingClientRect();
      const tabs = Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'));
      const first = tabs[0]?.getBoundingClientRect();
      return tabs
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          const isClipped =
            tab.scrollWidth > tab.clientWidth || box.right > column.right || box.left < column.left;
          const isWrapped =
            Math.abs(box.top - (first?.top ?? 0)) > 1 || Math.abs(box.height - (first?.height ?? 0)) > 1;
          return isClipped || isWrapped;
        })
        .map((tab) => tab.textContent ?? '');
    });
  }

  // The list's filters, by their labels.
  filter(label: 'Atendente' | 'Departamento') {
    return this.sidebar.getByRole('combobox', { name: label, exact: true });
  }

  async chooseFilter(label: 'Atendente' | 'Departamento', option: string) {
    await this.filter(label).click();
    await this.page.keyboard.type(option);
    await this.page.keyboard.press('Enter');
  }

  // The toast that announces a new conversation.
  newConversationToast(customerName?: string) {
    return this.page.getByRole('alert').filter({ hasText: `Nova conversa: ${customerName ?? ''}` });
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

  // What the composer of an SMS conversation says the text costs ("2 segmentos de SMS · …").
  smsSegments() {
    return this.room().getByText(/segmentos? de SMS/);
  }

  async reply(text: string) {
    const box = this.composer();
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

  // The room's tag editor (the side panel's).
  private tagControl() {
    return new TagPickerControl(this.page, this.room());
  }

  tags() {
    return this.tagControl().applied();
  }

  tagPicker() {
    return this.tagControl().picker();
  }

  addTag(title: string) {
    return this.tagControl().add(title);
  }

  tagChoices() {
    return this.tagControl().choices();
  }

  removeTag(title: string) {
    return this.tagControl().remove(title);
  }

  // Transfers the open conversation to an attendant or a department, by name.
  async transferTo(name: string) {
    await this.startTransferTo(name);
    await this.transferDrawer().waitFor({ state: 'hidden' });
  }

  transferDrawer() {
    return this.page.getByRole('dialog', { name: 'Transferir conversa' });
  }

  // Picks the target in the drawer; a department nobody can take from asks first (unattendedDialog).
  async startTransferTo(name: string) {
    await this.room().getByRole('button', { name: 'Transferir', exact: true }).click();
    await this.transferDrawer()
      .getByRole('button', { name: `Transferir para ${name}` })
      .click();
  }

  unattendedDialog(department: string) {
    return this.page.getByRole('dialog', { name: `Ninguém online em ${department}` });
  }

  // The open room's own "Assumir", while it waits in a queue.
  takeButton() {
    return this.room().getByRole('button', { name: 'Assumir', exact: true });
  }

  // The protocol the room on show reads ("Protocolo 123"): which conversation is rendered, which the
  // address may not say yet (it changes as a navigation starts, the room when React has drawn it).
  async shownProtocol() {
    const line = this.room().getByText(/^Protocolo /);
    return (await line.count()) > 0
      ? ((await line.first().textContent()) ?? '').slice('Protocolo '.length)
      : null;
  }

  // The room's header line naming its current holder.
  holder() {
    return this.room().getByText(/^Atendente: /);
  }

  // The holder line, or else what the room's alerts say (a refused take names its reason).
  async holderOrAlert() {
    const holder = this.holder();
    if ((await holder.count()) > 0 && (await holder.first().isVisible()))
      return await holder.first().textContent();
    return (await this.room().getByRole('alert').allTextContents()).join(' | ');
  }

  shortcutsDialog() {
    return this.page.getByRole('dialog', { name: 'Atalhos de teclado' });
  }

  composer() {
    return this.room().getByRole('textbox', { name: /^Mensagem/ });
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

  // --- Added for e2e/live (workspace story) ---

  // The contact's side panel: a column of its own on wide windows, a drawer at 1280 px and below.
  sidePanel() {
    return this.page.getByRole('complementary', { name: 'Painel do contato' });
  }

  sidePanelDrawer() {
    return this.page.getByRole('dialog', { name: 'Painel do contato' });
  }

  // The room header's button that opens the side panel's drawer.
  sidePanelButton() {
    return this.room().getByRole('button', { name: 'Painel do contato' });
  }

  // The splitter sizing the side panel; its value is the panel's width in pixels.
  sidePanelSplitter() {
    return this.page.getByRole('separator', { name: 'Redimensionar o painel do contato' });
  }

  backToListButton() {
    return this.room().getByRole('button', { name: 'Voltar à lista' });
  }

  // The contact's side panel's contents, in its column or (at 1280 px and below) its drawer.
  contactPanel(root = this.sidePanel()) {
    return new ContactSidePanel(this.page, root);
  }

  // How far the document itself scrolls beyond the window (0: only the panes scroll).
  pageOverflow() {
    return this.page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return Math.max(0, root.scrollHeight - root.clientHeight);
    });
  }
}
