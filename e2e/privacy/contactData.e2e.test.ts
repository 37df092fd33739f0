import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { accountIdOf } from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { seedContactData } from '../../apps/server/src/modules/privacy/testing/seedContactData.ts';
import { ContactFormPage } from '../pages/ContactFormPage.ts';
import { ContactPrivacyPanel } from '../pages/ContactPrivacyPanel.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { findSeriousViolations } from '../support/findSeriousViolations.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story erases a contact.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('a customer’s data (LGPD)', () => {
  it('exports the person’s data from the contact page, downloads the archive, then erases the person, as the audit log shows', async () => {
    const server = ownServer();
    const db = server.services.database.db;
    const person = await seedContactData(db, await accountIdOf(db, 'Prosa Demo'), {
      dataDir: server.env.DATA_DIR,
      label: 'Eulália',
    });

    const context = await browser.newContext({ baseURL: server.url, acceptDownloads: true });
    const { page } = await DashboardPage.signIn(context, server.url, 'admin@prosa.demo');
    await page.goto(`/contacts/person/${person.contactId}`);
    await ContactFormPage.waitFor(page, person.name);
    const privacy = new ContactPrivacyPanel(page);
    await privacy.panel.waitFor();
    const violations: Record<string, unknown[]> = { contact: await findSeriousViolations(page) };

    const archive = await privacy.exportArchive();
    expect(archive.name).toMatch(/^prosa-contact-.+\.zip$/);
    const zip = await JSZip.loadAsync(archive.bytes);
    expect(JSON.parse((await zip.file('contact.json')?.async('string')) ?? '{}')).toMatchObject({
      name: person.name,
      email: person.email,
    });
    const files = JSON.parse((await zip.file('attachments.json')?.async('string')) ?? '[]');
    expect(await zip.file(files[0]?.file)?.async('nodebuffer')).toEqual(person.attachmentBytes);

    await privacy.openErasure();
    violations.erasureDialog = await findSeriousViolations(page);
    await privacy.typeConfirmation(person.name, 'Eulália');
    expect(await privacy.confirmButton().isDisabled()).toBe(true);
    await privacy.typeConfirmation(person.name, person.name);
    await privacy.confirmButton().click();

    // Back on the people list, where the person no longer is.
    const list = new ContactsListPage(page, 'Pessoas');
    await page.waitForURL('**/contacts/people');
    await list.search.fill(person.name);
    await expect.poll(() => list.names()).toEqual([]);
    await page.goto(`/contacts/person/${person.contactId}`);
    await page.getByRole('alert').filter({ hasText: 'Este contato não existe.' }).waitFor();

    // The audit log keeps the erasure without the person's name.
    await page.goto('/settings/privacy');
    const erasure = page
      .getByRole('table', { name: 'Auditoria LGPD' })
      .getByRole('row')
      .filter({ hasText: 'Dados apagados' });
    await expect
      .poll(() => erasure.allTextContents())
      .toEqual([expect.stringContaining(`Contato apagado (${person.contactId})`)]);
    expect(await page.getByRole('table', { name: 'Auditoria LGPD' }).textContent()).not.toContain(
      person.name,
    );
    await context.close();
  });
});
