import type { FastifyReply, FastifyRequest } from 'fastify';
import { PairRateLimit } from '../shared/limits/PairRateLimit.ts';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxContext, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { type TelegramError, telegramErrors } from './telegramErrors.ts';
import { botUser, newTelegramMessageId, telegramUpdate } from './telegramUpdates.ts';

// The Telegram fake: the Bot API methods Prosa calls at `{base}/bot{token}/{method}` and file
// downloads at `{base}/file/bot{token}/{path}`. Any well-formed token is a bot (as a token
// @BotFather made); setWebhook registers it with the sandbox (instanceId = the bot's id, secrets =
// the token and the webhook's secret token). Another token for a known bot id is refused (401), as
// a revoked one is.
//
// Limits as Telegram documents them (core.telegram.org/bots/faq, "broadcasting to users"): about 30
// messages a second per bot, and about one a second per chat, here with a burst of 3 so a flow's
// few balloons in a row go out; above either, 429 with parameters.retry_after.
const messagesPerSecond = 30;
const chatBurst = 3;
const chatRefillMs = 1000;
const tokenPattern = /^(\d{1,20}):[A-Za-z0-9_-]{20,100}$/;
const secretPattern = /^[A-Za-z0-9_-]{1,256}$/;

type Params = Record<string, unknown>;

const fail = (reply: FastifyReply, error: TelegramError) => reply.code(error.httpStatus).send(error.body);
const ok = (reply: FastifyReply, result: unknown) => reply.send({ ok: true, result });

const field = (params: Params, name: string) => {
  const value = params[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

// Methods take their parameters as a JSON body, a form or the query string.
function paramsOf(request: FastifyRequest): Params {
  const query = request.query as Params;
  const body = request.body;
  if (body instanceof URLSearchParams) return { ...query, ...Object.fromEntries(body) };
  if (typeof body === 'object' && body !== null) return { ...query, ...(body as Params) };
  return query;
}

function keyboardOf(params: Params): Array<{ id: string; title: string }> | null | 'invalid' {
  let markup = params.reply_markup;
  if (typeof markup === 'string') markup = JSON.parse(markup);
  const rows = (markup as { inline_keyboard?: unknown } | undefined)?.inline_keyboard;
  if (!Array.isArray(rows)) return null;
  const buttons = rows.flat() as Array<{ text?: string; callback_data?: string }>;
  if (buttons.some((button) => Buffer.byteLength(button.callback_data ?? '') > 64)) return 'invalid';
  return buttons.map((button) => ({ id: button.callback_data ?? '', title: button.text ?? '' }));
}

// The file a send names by URL (Prosa's signed link), typed by its extension.
function mediaOfUrl(url: string, kind: 'photo' | 'document'): ThreadMessage['media'] {
  const name = new URL(url).pathname.split('/').pop() || 'file';
  return { url, mime: kind === 'photo' ? 'image/jpeg' : 'application/octet-stream', name, type: kind };
}

export const telegramFake: ProviderFake = {
  provider: 'telegram',
  newInboundId: () => String(newTelegramMessageId()),
  inboundWebhook(sandbox, number, customer, message) {
    const thread = sandbox.store.thread('telegram', number.instanceId, customer.phone);
    const pressedOn = message.reply
      ? ([...thread]
          .reverse()
          .find(
            (sent) => sent.direction === 'out' && sent.buttons?.some((b) => b.id === message.reply?.id),
          ) ?? null)
      : null;
    return telegramUpdate(number, customer, message, pressedOn, (answer) => {
      // The webhook's answer may carry a method call: answerCallbackQuery stops the button's spinner.
      if (!answer) return;
      const call = JSON.parse(answer) as { method?: string; callback_query_id?: string };
      if (call.method === 'answerCallbackQuery' && call.callback_query_id === message.id)
        message.answered = true;
    });
  },
  // Telegram reports no delivery or read statuses.
  statusWebhook: () => null,
  async plugin(app, { sandbox }) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
    const throughput = new ThroughputLimit(messagesPerSecond);
    const perChat = new PairRateLimit(chatBurst, chatRefillMs);

    // The bot a token opens: its registered number, or a new one until setWebhook names its URL.
    const botOf = (token: string): SandboxNumber | null => {
      const id = tokenPattern.exec(token)?.[1];
      if (!id) return null;
      const known = sandbox.store.findNumber('telegram', id);
      if (known) return known.secrets.botToken === token ? known : null;
      const number: SandboxNumber = {
        provider: 'telegram',
        instanceId: id,
        webhookUrl: '',
        secrets: { botToken: token },
        config: {},
      };
      sandbox.store.registerNumber(number);
      return number;
    };

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { token, method } = request.params as { token: string; method: string };
      const bot = botOf(token);
      if (!bot) return fail(reply, telegramErrors.unauthorized());
      const params = paramsOf(request);
      switch (method) {
        case 'getMe':
          return ok(reply, { ...botUser(bot), can_join_groups: true, supports_inline_queries: false });
        case 'setWebhook': {
          const secret = field(params, 'secret_token');
          if (secret && !secretPattern.test(secret)) return fail(reply, telegramErrors.secretInvalid());
          sandbox.store.registerNumber({
            ...bot,
            webhookUrl: field(params, 'url'),
            secrets: { ...bot.secrets, ...(secret ? { secretToken: secret } : {}) },
          });
          return ok(reply, true);
        }
        case 'getWebhookInfo':
          return ok(reply, { url: bot.webhookUrl, has_custom_certificate: false, pending_update_count: 0 });
        case 'answerCallbackQuery': {
          const found = sandbox.store.findMessage(field(params, 'callback_query_id'));
          if (!found?.message.reply) return fail(reply, telegramErrors.invalidQuery());
          found.message.answered = true;
          return ok(reply, true);
        }
        case 'getFile': {
          const fileId = field(params, 'file_id');
          const media = sandbox.store.media(fileId);
          if (!media || media.owner?.instanceId !== bot.instanceId)
            return fail(reply, telegramErrors.invalidFileId());
          const extension = media.name.includes('.') ? media.name.split('.').pop() : 'bin';
          return ok(reply, {
            file_id: fileId,
            file_unique_id: fileId.slice(0, 15),
            file_size: media.bytes.length,
            file_path: `files/${fileId}.${extension}`,
          });
        }
        case 'sendMessage':
        case 'sendPhoto':
        case 'sendDocument':
          return send(sandbox, bot, method, params, reply, { throughput, perChat });
        default:
          return fail(reply, telegramErrors.notFound());
      }
    };
    app.post('/bot:token/:method', handle);
    app.get('/bot:token/:method', handle);

    app.get('/file/bot:token/*', async (request, reply) => {
      const { token, '*': path } = request.params as { token: string; '*': string };
      const bot = botOf(token);
      if (!bot) return fail(reply, telegramErrors.unauthorized());
      const fileId = /^files\/([^./]+)/.exec(path)?.[1] ?? '';
      const media = sandbox.store.media(fileId);
      if (!media || media.owner?.instanceId !== bot.instanceId) return fail(reply, telegramErrors.notFound());
      // As api.telegram.org serves files: the bytes, typed by nothing more than octet-stream.
      return reply.type('application/octet-stream').send(media.bytes);
    });
  },
};

async function send(
  sandbox: SandboxContext,
  bot: SandboxNumber,
  method: 'sendMessage' | 'sendPhoto' | 'sendDocument',
  params: Params,
  reply: FastifyReply,
  limits: { throughput: ThroughputLimit; perChat: PairRateLimit },
) {
  const chatId = field(params, 'chat_id');
  if (!/^\d{1,20}$/.test(chatId)) return fail(reply, telegramErrors.chatNotFound());
  // A bot writes only to users who wrote to it first (pressed Start).
  if (sandbox.store.lastInboundAt(bot, chatId) === null) return fail(reply, telegramErrors.cannotInitiate());
  const keyboard = keyboardOf(params);
  if (keyboard === 'invalid') return fail(reply, telegramErrors.callbackTooLong());
  let content: Pick<ThreadMessage, 'text' | 'kind' | 'media'>;
  if (method === 'sendMessage') {
    const text = field(params, 'text');
    if (!text) return fail(reply, telegramErrors.textEmpty());
    content = { text, kind: 'text' };
  } else {
    const kind = method === 'sendPhoto' ? 'photo' : 'document';
    const url = field(params, kind);
    if (!/^https?:\/\//.test(url)) return fail(reply, telegramErrors.fileMissing());
    content = { text: field(params, 'caption'), kind: 'media', media: mediaOfUrl(url, kind) };
  }
  const now = sandbox.now();
  if (!limits.throughput.tryTake(bot.instanceId, now)) return fail(reply, telegramErrors.tooManyRequests(1));
  if (!limits.perChat.tryTake(`${bot.instanceId}:${chatId}`, now))
    return fail(reply, telegramErrors.tooManyRequests(1));
  const message: ThreadMessage = {
    id: String(newTelegramMessageId()),
    direction: 'out',
    at: new Date(now).toISOString(),
    ...content,
    ...(keyboard ? { kind: 'buttons' as const, buttons: keyboard } : {}),
    status: 'sent',
  };
  sandbox.store.append(bot, chatId, message);
  return ok(reply, {
    message_id: Number(message.id),
    from: botUser(bot),
    chat: { id: Number(chatId), type: 'private' },
    date: Math.floor(now / 1000),
    ...(content.media ? { caption: content.text } : { text: content.text }),
    ...(keyboard
      ? { reply_markup: { inline_keyboard: keyboard.map((b) => [{ text: b.title, callback_data: b.id }]) } }
      : {}),
  });
}
