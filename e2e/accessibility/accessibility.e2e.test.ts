import { describe, expect, it } from 'vitest';
import { BotsPage } from '../pages/BotsPage.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { FlowEditorPage } from '../pages/FlowEditorPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { findSeriousViolations, type SeriousViolation } from '../support/findSeriousViolations.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the widget opened here greets a new visitor, whom other stories would count.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('accessibility', () => {
  it('finds no serious or critical axe-core violation on the screens a newcomer meets first', async () => {
    const found: Record<string, SeriousViolation[]> = {};
    const context = await browser.newContext({ baseURL: ownServer().url });

    const visitor = await context.newPage();
    await LoginPage.open(visitor);
    found['/login'] = await findSeriousViolations(visitor);
    await visitor.close();

    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    found['/dashboard'] = await findSeriousViolations(page);

    await LivePage.open(page);
    found['/live'] = await findSeriousViolations(page);

    const people = await ContactsListPage.openPeople(page);
    found['/contacts/people'] = await findSeriousViolations(page);

    await people.createNew();
    found['/contacts/person/new'] = await findSeriousViolations(page);

    await UsersPage.open(page);
    found['/settings/users'] = await findSeriousViolations(page);

    const bots = await BotsPage.open(page);
    await bots.flowLink('Prosa Bot', 'Fluxo (lite)').click();
    await new FlowEditorPage(page, 'Prosa Bot').description.waitFor();
    found['/flow/editor (lite)'] = await findSeriousViolations(page);

    const widget = await WebchatWidget.openDemo(page);
    found['/webchat/demo'] = await findSeriousViolations(page);
    await widget.open();
    found['/webchat/demo (open)'] = await findSeriousViolations(page);

    const counts = Object.fromEntries(
      Object.entries(found).map(([path, violations]) => [
        path,
        violations.reduce((sum, violation) => sum + violation.count, 0),
      ]),
    );
    console.info('[axe] serious or critical violations per page:', JSON.stringify(counts));
    const failing = Object.fromEntries(
      Object.entries(found).filter(([, violations]) => violations.length > 0),
    );
    expect(failing).toEqual({});
  });
});
