import type { Page } from 'playwright-core';

// Answers an open Ant Design Popconfirm (a tooltip, not a dialog) with its button of this name.
export async function confirmPopover(page: Page, button: string) {
  const popover = page.getByRole('tooltip').filter({ has: page.getByRole('button', { name: button }) });
  await popover.getByRole('button', { name: button, exact: true }).click();
  await popover.waitFor({ state: 'hidden' });
}
