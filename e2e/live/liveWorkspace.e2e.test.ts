import { and, eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newId } from '../../apps/server/src/app/newId.ts';
import { contacts, departments, memberships } from '../../apps/server/src/db/schema/index.ts';
import {
  accountIdOf,
  insertConversation,
  userIdOf,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { findSeriousViolations } from '../support/findSeriousViolations.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story writes a contact with conversations and narrows Aline's view rule.
const ownServer = useOwnServer();
const browser = useBrowser();

// Where a pane sits on the screen, or null when it is not on show.
const boxOf = async (locator: Locator) => ((await locator.isVisible()) ? await locator.boundingBox() : null);

describe('the live chat workspace', () => {
  it('shows list, room and contact panel side by side, keeps notes and contact tags, and folds for smaller windows', async () => {
    const db = ownServer().services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const [serviceDesk] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    const aline = { id: await userIdOf(db, 'atendente@prosa.demo'), name: 'Aline Atendente' };
    const carla = { id: await userIdOf(db, 'carla@prosa.demo'), name: 'Carla Menezes' };
    // "bots": her own conversations and those only a chatbot attended, so Carla's is not hers to open.
    await db
      .update(memberships)
      .set({ viewRule: 'bots' })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, aline.id)));
    const contactId = newId();
    const customerName = 'Helena Duarte';
    await db
      .insert(contacts)
      .values({ id: contactId, accountId, name: customerName, email: 'helena@example.com' });
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const room = await insertConversation(db, {
      accountId,
      contactId,
      customerName,
      departmentId: serviceDesk?.id,
      status: 'waiting',
      attendantId: aline.id,
      attendants: [aline],
      assignedAt: new Date(),
    });
    const earlier = await insertConversation(db, {
      accountId,
      contactId,
      customerName,
      status: 'finished',
      attendantId: aline.id,
      attendants: [aline],
      createdAt: hoursAgo(30),
      finishedAt: hoursAgo(29),
      // Archived: out of her inbox, where the open room is the only Helena.
      archivedAt: hoursAgo(29),
    });
    await insertConversation(db, {
      accountId,
      contactId,
      customerName,
      status: 'waiting',
      attendantId: carla.id,
      attendants: [carla],
      createdAt: hoursAgo(50),
    });

    const context = await browser.newContext({
      baseURL: ownServer().url,
      viewport: { width: 1440, height: 900 },
    });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'atendente@prosa.demo');
    const live = await LivePage.open(page, room.id);
    await live.room(customerName).waitFor();
    await live.sidePanel().waitFor();

    // 1440 px: three panes side by side, filling the window; the page itself does not scroll.
    const [list, roomBox, panel] = await Promise.all([
      boxOf(live.sidebar),
      boxOf(live.room(customerName)),
      boxOf(live.sidePanel()),
    ]);
    if (!list || !roomBox || !panel) throw new Error('a pane is missing');
    expect(list.x + list.width).toBeLessThanOrEqual(roomBox.x);
    expect(roomBox.x + roomBox.width).toBeLessThanOrEqual(panel.x);
    expect(panel.y + panel.height).toBeGreaterThan(900 - 48);
    expect(await live.pageOverflow()).toBe(0);
    await expect(live.sidePanelButton().count()).resolves.toBe(0);

    // The contact's other conversations: her earlier one links to the live chat, Carla's is only listed.
    const others = live.contactPanel().otherConversations().getByRole('listitem');
    await expect.poll(() => others.count()).toBe(2);
    const link = others.nth(0).getByRole('link', { name: new RegExp(`^Conversa ${earlier.protocol} de `) });
    expect(await link.getAttribute('href')).toBe(`/live/${earlier.id}`);
    expect(await others.nth(0).textContent()).toContain('Finalizada');
    expect(await others.nth(1).getByRole('link').count()).toBe(0);
    expect(await others.nth(1).textContent()).toMatch(/^Conversa de .*Aguardando/);

    // A note and a contact tag from the panel.
    await live.contactPanel().addNote('Prefere contato por e-mail à tarde.');
    await live.contactPanel().addTag('Venda');
    // The panel is narrowed from the keyboard; its width is remembered.
    const splitter = live.sidePanelSplitter();
    const width = Number(await splitter.getAttribute('aria-valuenow'));
    await splitter.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => Number(await splitter.getAttribute('aria-valuenow'))).toBe(width - 32);

    // The three panes pass axe-core in light, and after the reload in dark (the shell's stored choice).
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));

    // After a reload the note, the tag and the width are still there.
    await page.reload();
    await live.sidePanel().waitFor();
    await live
      .contactPanel()
      .notes()
      .getByRole('listitem')
      .filter({ hasText: 'Prefere contato por e-mail à tarde.' })
      .waitFor();
    await live.contactPanel().tags().getByRole('listitem').filter({ hasText: 'Venda' }).waitFor();
    expect(Number(await live.sidePanelSplitter().getAttribute('aria-valuenow'))).toBe(width - 32);
    expect(await findSeriousViolations(page)).toEqual([]);
    // The conversation's own tags stay apart from the contact's.
    expect(await live.tags().getByRole('listitem').count()).toBe(0);

    // 1280 px: the panel becomes a drawer the room's header opens.
    await page.setViewportSize({ width: 1280, height: 800 });
    await live.sidePanel().waitFor({ state: 'hidden' });
    await live.sidePanelButton().click();
    const drawer = live.sidePanelDrawer();
    await drawer.waitFor();
    await live
      .contactPanel(drawer)
      .notes()
      .getByRole('listitem')
      .filter({ hasText: 'Prefere contato por e-mail à tarde.' })
      .waitFor();
    await live.contactPanel(drawer).tags().getByRole('listitem').filter({ hasText: 'Venda' }).waitFor();
    expect(await findSeriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await live.pageOverflow()).toBe(0);

    // 900 px (a tablet): the list alone, then the room alone, and back.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto('/live');
    await live.item(customerName).waitFor();
    expect(await live.room().count()).toBe(0);
    await live.openConversation(customerName);
    await live.sidebar.waitFor({ state: 'hidden' });
    await live.backToListButton().click();
    await page.waitForURL(/\/live$/);
    await live.item(customerName).waitFor();
    expect(await live.room().count()).toBe(0);
    await context.close();
  });
});
