import type { AttachmentRef, LiveMessage, WebchatState } from '@prosa/contracts';
import { pickLanguage } from '@prosa/contracts/languages';
import { checkAttachment, lastSeqOf, mergeMessages } from '@prosa/domain';
import { connectWebchat } from './connectWebchat.ts';
import { countUnread } from './countUnread.ts';
import { createWidgetView } from './createWidgetView.ts';
import { mergeEarlier } from './earlierMessages.ts';
import { listItems } from './listItems.ts';
import { openChoices } from './openChoices.ts';
import { Outbox } from './outbox.ts';
import { randomId } from './randomId.ts';
import { renderChoices } from './renderChoices.ts';
import { renderMessage } from './renderMessage.ts';
import { renderSurvey, type SurveyShown } from './renderSurvey.ts';
import { statusText } from './statusText.ts';
import { type WidgetTexts, widgetTexts } from './texts.ts';
import { typingSignal } from './typingSignal.ts';
import { uploadAttachment } from './uploadAttachment.ts';
import { visitorIdentity } from './visitorIdentity.ts';
import { watchPageChanges } from './watchPageChanges.ts';

export interface WidgetOptions {
  origin: string;
  botToken: string;
  storage: Storage | null;
}

// A send without an answer in this time waits for the next connection (same clientMessageId).
const ackTimeoutMs = 10_000;

// Runs the widget: the socket to /webchat, the conversation shown, the outbox, the survey.
export function startWidget({ origin, botToken, storage }: WidgetOptions) {
  let identity = visitorIdentity(storage);
  // The key of this visitor's file links, given by the server once the secret is proven.
  let fileKey = '';
  const outbox = new Outbox(storage, `prosa.webchat.outbox.${botToken}`);
  // Until the welcome says otherwise (a bot's own language wins), the page's language picks the
  // texts; the server normalizes it with the same function.
  const pageLanguage = pickLanguage(document.documentElement.lang || navigator.language);
  let texts: WidgetTexts = widgetTexts[pageLanguage];
  let botName = '';
  // The opening line the welcome brings (the away message outside business hours), shown first.
  let opening = '';
  // The visitor's earlier conversations, kept on show above the current one's `messages`.
  let earlier: LiveMessage[] = [];
  let hasAskedHistory = false;
  let messages: LiveMessage[] = [];
  let state: WebchatState | null = null;
  let survey: SurveyShown = 'hidden';
  let lastReadSent = 0;
  let typingClear: ReturnType<typeof setTimeout> | undefined;
  const inFlight = new Set<string>();
  // A send refused for going too fast waits in the outbox until then, with everything after it.
  let holdUntil = 0;
  let resendTimer: ReturnType<typeof setTimeout> | undefined;
  // The open question's controls, kept across renders so a half-made choice (a dropdown's option,
  // the slider's position) survives a status update.
  let shownChoices: { messageId: string; texts: WidgetTexts; element: HTMLLIElement } | null = null;

  const host = document.createElement('div');
  host.id = 'prosa-webchat';
  document.body.append(host);
  const view = createWidgetView(host, {
    toggle: () => renderAll(),
    submit: (text) => queue(text, null),
    attach: (file) => void attachFile(file),
    typed: () => visitorTyping.typed(),
    rate: (score) => answerSurvey('rate', score),
  });

  const socket = connectWebchat(origin, {
    botToken,
    ...identity,
    language: pageLanguage,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });

  const visitorTyping = typingSignal((isTyping) => {
    if (socket.connected) socket.emit('typing', { typing: isTyping });
  });
  const attachmentUrl = (attachment: AttachmentRef) =>
    `${origin}/api/webchat/attachments/${encodeURIComponent(attachment.id)}?${new URLSearchParams({ bot: botToken, visitor: identity.visitorId, key: fileKey })}`;

  function renderAll() {
    view.applyTexts(texts, botName);
    const atBottom = view.log.scrollHeight - view.log.scrollTop - view.log.clientHeight < 40;
    const focused = host.shadowRoot?.activeElement;
    const items = listItems([...earlier, ...messages], outbox.list());
    const rendered: HTMLLIElement[] = items.map((item) =>
      renderMessage(item, { texts, attachmentUrl, retry }),
    );
    const openingItem = opening
      ? renderMessage(
          {
            key: 'opening',
            isMine: false,
            authorName: botName,
            text: opening,
            attachment: null,
            delivery: null,
            clientMessageId: '',
          },
          { texts, attachmentUrl, retry },
        )
      : null;
    const open = openChoices(messages, outbox.list());
    if (!open) shownChoices = null;
    else {
      if (shownChoices?.messageId !== open.message._id || shownChoices.texts !== texts)
        shownChoices = {
          messageId: open.message._id,
          texts,
          element: renderChoices(open.choices, texts, (text) => queue(text, null)),
        };
      const at = items.findIndex(
        (item) => !item.isMine && item.clientMessageId === open.message.clientMessageId,
      );
      if (at >= 0) rendered.splice(at + 1, 0, shownChoices.element);
    }
    view.list.replaceChildren(...(openingItem ? [openingItem] : []), ...rendered);
    // Re-inserting the kept controls blurs them; give the focus back to whichever had it.
    if (focused instanceof HTMLElement && focused.isConnected && host.shadowRoot?.activeElement !== focused)
      focused.focus({ preventScroll: true });
    if (atBottom) view.log.scrollTop = view.log.scrollHeight;
    // Before the first connection there is nothing to say yet.
    view.setStatus(botName ? statusText(state, socket.connected, texts) : '');
    renderSurvey(view.survey, survey, texts, answerSurvey);
    markRead();
    view.setUnread(countUnread(messages, lastReadSent));
  }

  // A new conversation (the last one finished) starts its own list, seqs from 1; the one left stays
  // on show above it.
  function receive(incoming: readonly LiveMessage[]) {
    const conversationId = incoming[0]?.conversationId;
    if (conversationId && messages[0] && messages[0].conversationId !== conversationId) {
      earlier = mergeEarlier(earlier, messages);
      messages = [];
    }
    messages = mergeMessages(messages, incoming);
    for (const message of incoming) outbox.remove(message.clientMessageId);
    renderAll();
  }

  function markRead() {
    if (!view.isOpen() || document.visibilityState !== 'visible' || !socket.connected) return;
    const seq = lastSeqOf(messages.filter((message) => message.sender !== 'customer'));
    if (seq <= lastReadSent) return;
    lastReadSent = seq;
    socket.emit('read', { seq });
  }

  function queue(text: string, attachment: AttachmentRef | null) {
    view.setError('');
    outbox.add({ clientMessageId: randomId(), text, attachment, createdAt: new Date().toISOString() });
    visitorTyping.stop();
    renderAll();
    flush();
  }

  function retry(clientMessageId: string) {
    outbox.setFailed(clientMessageId, false);
    renderAll();
    flush();
  }

  // Sends every waiting entry not already on its way; the server stores each id once.
  function flush() {
    if (!socket.connected || Date.now() < holdUntil) return;
    for (const entry of outbox.list()) {
      if (entry.failed || inFlight.has(entry.clientMessageId)) continue;
      inFlight.add(entry.clientMessageId);
      const payload = {
        clientMessageId: entry.clientMessageId,
        text: entry.text,
        attachmentId: entry.attachment?.id ?? null,
      };
      socket.timeout(ackTimeoutMs).emit('send', payload, (timedOut, result) => {
        inFlight.delete(entry.clientMessageId);
        // No answer: send it again (same id) while connected; a reconnect flushes it anyway.
        if (timedOut) return flush();
        if (result.ok) return receive([result.data]);
        if (result.error.code === 'live.slowDown') return slowDown(result.error.retryAfterSeconds ?? 5);
        outbox.setFailed(entry.clientMessageId, true);
        view.setError(result.error.message);
        renderAll();
      });
    }
  }

  // The server's limit said to wait: the message stays in the outbox (same clientMessageId) and goes
  // by itself once the wait is over.
  function slowDown(seconds: number) {
    view.setError(texts.slowDown);
    holdUntil = Math.max(holdUntil, Date.now() + seconds * 1000);
    clearTimeout(resendTimer);
    resendTimer = setTimeout(() => {
      view.setError('');
      flush();
    }, holdUntil - Date.now());
  }

  async function attachFile(file: File) {
    const check = checkAttachment({ mime: file.type, size: file.size });
    if (!check.ok)
      return view.setError(check.code === 'live.fileTooLarge' ? texts.fileTooLarge : texts.fileFormat);
    view.setError('');
    const upload = await uploadAttachment(origin, botToken, identity, file);
    if (!upload.ok) return view.setError(upload.message ?? texts.uploadFailed);
    queue('', upload.attachment);
  }

  // The satisfaction score opens the NPS question; its answer, the thanks.
  function answerSurvey(question: 'rate' | 'recommend', score: number) {
    socket.emit(question, { score }, (result) => {
      if (!result.ok) return view.setError(result.error.message);
      survey = question === 'rate' ? 'nps' : 'thanks';
      renderAll();
    });
  }

  function reportPage() {
    if (socket.connected) socket.emit('page', { url: location.href, title: document.title });
  }

  socket.on('connect', () => {
    // What arrived while away, then what the visitor wrote meanwhile.
    const shown = { afterSeq: lastSeqOf(messages), conversationId: messages[0]?.conversationId ?? null };
    socket.emit('sync', shown, (result) => {
      if (result.ok) receive(result.data.items);
      flush();
    });
    // Once per page: the earlier conversations (they never change).
    if (!hasAskedHistory) {
      hasAskedHistory = true;
      socket.emit('history', {}, (result) => {
        if (!result.ok) {
          hasAskedHistory = false;
          return;
        }
        const current = messages[0]?.conversationId;
        earlier = mergeEarlier(
          earlier,
          result.data.items.filter((message) => message.conversationId !== current),
        );
        renderAll();
      });
    }
    reportPage();
    renderAll();
  });
  socket.on('disconnect', () => {
    inFlight.clear();
    renderAll();
  });
  // The server refused this id with this secret (another browser proved that id first): the
  // visitor starts over as a new one, once, rather than staying offline.
  let hasStartedOver = false;
  socket.on('connect_error', (error) => {
    if (error.message !== 'live.visitorSecretInvalid' || hasStartedOver) return;
    hasStartedOver = true;
    identity = visitorIdentity(storage, true);
    socket.auth = { ...socket.auth, ...identity };
    messages = [];
    earlier = [];
    hasAskedHistory = false;
    socket.connect();
  });
  socket.on('welcome', (welcome) => {
    fileKey = welcome.fileKey;
    texts = widgetTexts[welcome.language] ?? texts;
    botName = welcome.botName;
    opening = welcome.opening;
    applyState(welcome.state);
  });
  socket.on('state', (next) => applyState(next));
  socket.on('message', (message) => receive([message]));
  socket.on('messageStatus', ({ conversationId, seq, statuses }) => {
    const known = messages.find(
      (message) => message.seq === seq && message.conversationId === conversationId,
    );
    if (known) receive([{ ...known, statuses }]);
  });
  socket.on('typing', ({ typing, name }) => {
    clearTimeout(typingClear);
    view.setTyping(typing ? texts.typing(name) : '');
    if (typing) typingClear = setTimeout(() => view.setTyping(''), 10_000);
  });

  function applyState(next: WebchatState) {
    state = next;
    if (next.surveyOpen) survey = 'open';
    else if (next.npsOpen) survey = 'nps';
    else if (survey === 'open' || survey === 'nps') survey = 'hidden';
    renderAll();
  }

  watchPageChanges(reportPage);
  document.addEventListener('visibilitychange', markRead);
  renderAll();
}
