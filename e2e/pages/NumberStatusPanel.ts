import type { Locator, Page } from 'playwright-core';

// The live room's "Número" section (data tab): the contact's number status per channel and its
// actions, as a manager sees it (pt-BR texts), by roles and labels only.
export class NumberStatusPanel {
  readonly section: Locator;

  constructor(
    readonly page: Page,
    room: Locator,
  ) {
    this.section = room.getByRole('region', { name: 'Número', exact: true });
  }

  // One channel's entry, by its name (e.g. "Webchat").
  channel(name: string) {
    return this.section.getByRole('listitem', { name, exact: true });
  }

  // A text the channel's entry shows: its status (e.g. "Bloqueado") or its block reason.
  shows(channel: string, text: string) {
    return this.channel(channel).getByText(text, { exact: true });
  }

  button(channel: string, action: 'Reiniciar' | 'Bloquear' | 'Desbloquear') {
    return this.channel(channel).getByRole('button', {
      name: `${action} o número no canal ${channel}`,
      exact: true,
    });
  }

  async block(channel: string) {
    await this.button(channel, 'Bloquear').click();
    await this.page.getByRole('tooltip').getByRole('button', { name: 'Bloquear', exact: true }).click();
  }

  async unblock(channel: string) {
    await this.button(channel, 'Desbloquear').click();
  }

  async reset(channel: string) {
    await this.button(channel, 'Reiniciar').click();
  }
}
