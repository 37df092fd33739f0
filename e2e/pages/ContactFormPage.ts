import type { Locator, Page } from 'playwright-core';
import { TagPickerControl } from './TagPickerControl.ts';

// A contact's form (/contacts/{type}/new or /contacts/{type}/{id}), pt-BR texts: one group per
// section. An existing contact shows read-only until "Editar contato" takes its edit lock.
export class ContactFormPage {
  readonly panel: Locator;
  readonly editButton: Locator;
  readonly timeline: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.panel = page.getByRole('region', { name: title });
    this.editButton = this.panel.getByRole('button', { name: 'Editar contato' });
    this.timeline = this.panel.getByRole('region', { name: 'Linha do tempo' });
  }

  static async waitFor(page: Page, title: string) {
    const form = new ContactFormPage(page, title);
    await form.panel.getByRole('group').first().waitFor();
    return form;
  }

  section(title: string) {
    return this.panel.getByRole('group', { name: title, exact: true });
  }

  field(section: string, label: string) {
    return this.section(section).getByLabel(label, { exact: true });
  }

  async fill(section: string, label: string, value: string) {
    await this.field(section, label).fill(value);
  }

  async save() {
    await this.panel.getByRole('button', { name: 'Salvar contato' }).click();
  }

  // Takes the edit lock: the fields become editable.
  async edit() {
    await this.editButton.click();
    await this.panel.getByRole('button', { name: 'Salvar contato' }).waitFor();
  }

  async cancel() {
    await this.panel.getByRole('button', { name: 'Cancelar' }).click();
  }

  // The notice naming who else edits the contact.
  lockNotice(name: string) {
    return this.alert(`${name} está editando este contato.`);
  }

  // The timeline's entries, newest first, as their texts.
  async timelineEntries() {
    return this.timeline.getByRole('listitem').allInnerTexts();
  }

  timelineEntry(text: string) {
    return this.timeline.getByRole('listitem').filter({ hasText: text });
  }

  async addNote(text: string) {
    await this.timeline.getByLabel('Nova nota', { exact: true }).fill(text);
    await this.timeline.getByRole('button', { name: 'Adicionar nota' }).click();
  }

  // The "Tags" group: the applied tags, each removable while editing, and the picker of the others.
  get tagsSection() {
    return this.section('Tags');
  }

  async tagTitles() {
    const list = this.tagControl().applied();
    if ((await list.count()) === 0) return [];
    return (await list.getByRole('listitem').allTextContents()).map((text) => text.replace('×', '').trim());
  }

  private tagControl() {
    return new TagPickerControl(this.page, this.tagsSection);
  }

  tagPicker() {
    return this.tagControl().picker();
  }

  addTag(title: string) {
    return this.tagControl().add(title);
  }

  removeTag(title: string) {
    return this.tagControl().remove(title);
  }

  alert(text: string) {
    return this.panel.getByRole('alert').filter({ hasText: text });
  }
}
