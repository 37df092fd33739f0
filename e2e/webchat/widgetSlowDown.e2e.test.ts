import { existsSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bots, conversations, messages } from '../../apps/server/src/db/schema/index.ts';
import { visitorLimitKeys } from '../../apps/server/src/modules/webchat/visitorLimitKeys.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// Two messages a minute per visitor: the third is refused by the server's limit.
const ownServer = useOwnServer({ LIMIT_WIDGET_MESSAGES_PER_MINUTE: '2' });
const browser = useBrowser();

interface OutboxEntry {
  clientMessageId: string;
  text: string;
  failed: boolean;
}

describe('webchat widget over its message limit', () => {
  it('says to slow down, keeps the message in its outbox and sends it, same id, once allowed', async () => {
    const server = ownServer();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    // The widget's wait runs on the page's clock, which the story moves forward.
    await page.clock.install();
    const widget = await WebchatWidget.openDemo(page);
    await widget.open();
    for (const text of ['um', 'dois']) {
      await widget.send(text);
      await widget.message(text).getByRole('img', { name: 'Enviada' }).waitFor();
    }

    await widget.send('três');
    await expect
      .poll(() => widget.error.textContent())
      .toBe('Você está enviando rápido demais. Sua mensagem será enviada em instantes.');
    await widget.message('três').getByRole('img', { name: 'Enviando' }).waitFor();
    const outbox = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([key]) => key.startsWith('prosa.webchat.outbox.'))
        .flatMap(([, value]) => JSON.parse(value) as OutboxEntry[]),
    );
    expect(outbox).toEqual([expect.objectContaining({ text: 'três', failed: false })]);
    const { db } = server.services.database;
    const [conversation] = await db
      .select({
        id: conversations.id,
        accountId: conversations.accountId,
        botId: bots.id,
        visitorId: conversations.visitorId,
      })
      .from(conversations)
      .innerJoin(bots, eq(bots.id, conversations.botId));
    if (!conversation?.visitorId) throw new Error('the widget’s conversation is missing');
    const storedThree = () =>
      db
        .select({ clientMessageId: messages.clientMessageId })
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), eq(messages.text, 'três')));
    expect(await storedThree()).toEqual([]);

    // The minute is over (for the server's counter and for the widget's wait).
    const keys = visitorLimitKeys({ ...conversation, visitorId: conversation.visitorId }, '127.0.0.1');
    await server.services.limits.messages.adjust(keys, -2);
    await page.clock.fastForward(61_000);
    await widget.message('três').getByRole('img', { name: 'Enviada' }).waitFor();
    expect(await storedThree()).toEqual([{ clientMessageId: outbox[0]?.clientMessageId }]);
    await expect.poll(() => widget.error.textContent()).toBe('');
  });
});
