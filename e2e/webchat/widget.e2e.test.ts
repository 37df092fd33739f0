import { existsSync } from 'node:fs';
import { webchatGreeting } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webchatVisitorSecrets } from '../../apps/server/src/db/schema/index.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// A server of its own: the visitor's conversation lands in the demo account's queue.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openWidget() {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const widget = await WebchatWidget.openDemo(await context.newPage());
  await widget.open();
  return widget;
}

describe('webchat widget', () => {
  it('sends a message, shows it sent, then the greeting and the queue position; it survives navigation', async () => {
    const widget = await openWidget();
    await widget.send('Olá, preciso de ajuda');
    await widget.message('Olá, preciso de ajuda').getByRole('img', { name: 'Enviada' }).waitFor();
    await widget.message(webchatGreeting['pt-BR']).waitFor();
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');
    expect(await widget.lastMessageStatus()).toBe('sent');

    // Another page of the site: same visitor, the conversation comes back from the server.
    await widget.page.getByRole('link', { name: 'Página 2' }).click();
    await widget.page.waitForURL(/page=2/);
    const again = new WebchatWidget(widget.page);
    await again.open();
    await again.message('Olá, preciso de ajuda').waitFor();
    const texts = (await again.messages()).map((message) => message.text);
    expect(texts.filter((text) => text === 'Olá, preciso de ajuda')).toHaveLength(1);
  });

  it('shows untrusted text and file names as text, inserts emoji, refuses a file over the limit', async () => {
    const widget = await openWidget();
    const hostile = '<img src=x onerror="window.hacked=1"><b>negrito</b>';
    await widget.send(hostile);
    await widget.message('negrito').waitFor();
    expect((await widget.messages()).some((message) => message.text === hostile)).toBe(true);
    expect(await widget.log.locator('img, b').count()).toBe(0);
    expect(await widget.page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    await widget.insertEmoji('👍');
    await expect.poll(() => widget.input.inputValue()).toBe('👍');
    await widget.input.press('Enter');
    await widget.message('👍').getByRole('img', { name: 'Enviada' }).waitFor();

    await widget.attach({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
    await expect
      .poll(() => widget.error.textContent())
      .toBe('Arquivo muito grande. Limites: imagem 5 MB, vídeo 16 MB, outros 100 MB.');
    await widget.attach({
      name: 'script.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect.poll(() => widget.error.textContent()).toBe('Formato de arquivo não suportado.');

    await widget.attach({
      name: '<img src=x>nota.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    const link = widget.log.getByRole('link', { name: '<img src=x>nota.pdf' });
    await link.waitFor();
    // The link carries the visitor's file key, never the secret kept beside the visitor id.
    const href = (await link.getAttribute('href')) ?? '';
    const stored = await widget.page.evaluate(() => ({
      visitorId: localStorage.getItem('prosa.webchat.visitor'),
      secret: localStorage.getItem('prosa.webchat.visitorSecret') ?? '',
    }));
    expect(stored.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored.secret).not.toBe(stored.visitorId);
    expect(href).not.toContain(stored.secret);
    const file = await widget.page.evaluate((url) => fetch(url).then((answer) => answer.status), href);
    expect(file).toBe(200);
  });

  it('sends what was left in the outbox after a reload, once, even when it is sent again', async () => {
    const widget = await openWidget();
    const token = await widget.page.locator('script[data-bot]').getAttribute('data-bot');
    // A send that the widget stored but whose answer never came (the tab closed first).
    const leaveInOutbox = () =>
      widget.page.evaluate((key) => {
        const entry = { clientMessageId: 'outbox-e2e-0001', text: 'Mensagem guardada', attachment: null };
        localStorage.setItem(
          key,
          JSON.stringify([{ ...entry, createdAt: new Date().toISOString(), failed: false }]),
        );
      }, `prosa.webchat.outbox.${token}`);
    await leaveInOutbox();
    await widget.page.reload();
    await widget.open();
    await widget.message('Mensagem guardada').getByRole('img', { name: 'Enviada' }).waitFor();

    // The same id again (its acknowledgement was lost): the server keeps the one it has.
    await leaveInOutbox();
    await widget.page.reload();
    await widget.open();
    await widget.message('Mensagem guardada').getByRole('img', { name: 'Enviada' }).waitFor();
    await widget.message(webchatGreeting['pt-BR']).waitFor();
    const texts = (await widget.messages()).map((message) => message.text);
    expect(texts.filter((text) => text === 'Mensagem guardada')).toHaveLength(1);
    expect(
      await widget.page.evaluate((key) => localStorage.getItem(key), `prosa.webchat.outbox.${token}`),
    ).toBeNull();
  });

  it('keeps the conversation of a visitor from before secrets, and starts over when another browser proved its id', async () => {
    const widget = await openWidget();
    await widget.send('Antes do segredo');
    await widget.message('Antes do segredo').getByRole('img', { name: 'Enviada' }).waitFor();
    const storedId = () => widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const visitorId = (await storedId()) ?? '';
    const forgetSecret = () =>
      widget.page.evaluate(() => localStorage.removeItem('prosa.webchat.visitorSecret'));

    // A widget from before secrets: an id in its storage and none on the server.
    await forgetSecret();
    await ownServer()
      .services.database.db.delete(webchatVisitorSecrets)
      .where(eq(webchatVisitorSecrets.visitorId, visitorId));
    await widget.page.reload();
    await widget.open();
    await widget.message('Antes do segredo').waitFor();
    expect(await storedId()).toBe(visitorId);

    // Its id now proven by another secret (someone claimed it first): the widget starts over as
    // a new visitor rather than staying offline, and shows nothing of the claimed conversation.
    await forgetSecret();
    await widget.page.reload();
    await widget.open();
    await widget.send('Novo começo');
    await widget.message('Novo começo').getByRole('img', { name: 'Enviada' }).waitFor();
    expect(await storedId()).not.toBe(visitorId);
    expect((await widget.messages()).map((message) => message.text)).not.toContain('Antes do segredo');
  });
});
