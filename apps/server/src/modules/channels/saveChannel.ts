import { randomBytes } from 'node:crypto';
import type { ChannelSummary, channelInput } from '@prosa/contracts';
import { telegramBotIdOf } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { adapterFor } from './adapters/adapterFor.ts';
import { type HttpFetch, ProviderError } from './adapters/ChannelAdapter.ts';
import {
  hasOpenConversations,
  insertChannel,
  isAccountBot,
  updateChannelRow,
} from './channelAdminRepository.ts';
import { findAccountChannel, webhookPathOf } from './channelRepository.ts';
import { checkProviderBaseUrls } from './checkProviderBaseUrls.ts';
import { checkSmsFallback } from './checkSmsFallback.ts';
import { completeEmailChannel } from './email/completeEmailChannel.ts';
import { openSecrets, sealSecrets } from './secrets/sealSecrets.ts';
import { splitChannelConfig } from './splitChannelConfig.ts';
import { toChannelSummary } from './toChannelSummary.ts';

export interface ChannelSaveDeps {
  secretKey: Buffer;
  isProduction: boolean;
  // PUBLIC_URL or the request's base (linkBaseUrl): the webhook URL shown to paste at the provider.
  publicUrl: string;
  // Provider calls made on save (Telegram's setWebhook); tests pass a fake.
  http?: HttpFetch;
}
type Input = z.output<typeof channelInput>;

// A Telegram channel's webhook secret is Prosa's own when none was given (nothing to paste at
// Telegram: Prosa registers it with setWebhook), and its instance is the bot, named by the token.
function completeTelegram(input: Input, config: Record<string, string>, secrets: Record<string, string>) {
  if (input.type !== 'telegram') return;
  secrets.secretToken ||= randomBytes(32).toString('base64url');
  config.botId = telegramBotIdOf(secrets.botToken ?? '');
}

function requireEverySecret(input: Input, secrets: Record<string, string>) {
  const secretKeys = adapterFor(input.type, input.provider)?.secretKeys ?? [];
  if (secretKeys.some((key) => !secrets[key])) throw new CatalogueError('channels.secretsRequired');
}

// A provider that takes its webhook URL by API is told it before anything is stored: a refused
// token or URL leaves the channel as it was.
async function registerWebhook(
  ctx: RequestContext,
  id: string,
  input: Input,
  config: Record<string, string>,
  secrets: Record<string, string>,
  deps: ChannelSaveDeps,
) {
  const adapter = adapterFor(input.type, input.provider);
  if (!adapter?.registerWebhook) return;
  const channel = {
    id,
    accountId: ctx.accountId,
    type: input.type,
    provider: input.provider,
    config,
    secrets,
    webhookUrl: `${deps.publicUrl}${webhookPathOf({ id, type: input.type, provider: input.provider })}`,
  };
  try {
    await adapter.registerWebhook(channel, deps.http ?? fetch);
  } catch (error) {
    if (error instanceof ProviderError) throw new CatalogueError('channels.webhookRefused');
    throw error;
  }
}

async function checkCommon(
  ctx: RequestContext,
  input: Input,
  config: Record<string, string>,
  deps: ChannelSaveDeps,
) {
  if (!(await isAccountBot(ctx.db, ctx.accountId, input.botId)))
    throw new CatalogueError('channels.botNotFound');
  await checkProviderBaseUrls(config, deps.isProduction);
  await checkSmsFallback(ctx, config);
}

export async function createChannel(
  ctx: RequestContext,
  input: Input,
  deps: ChannelSaveDeps,
): Promise<ChannelSummary> {
  const { config, secrets, ...split } = splitChannelConfig(input.type, input.provider, input.config);
  completeTelegram(input, config, secrets);
  if (input.type === 'email') await completeEmailChannel(ctx, deps.secretKey, config, secrets);
  requireEverySecret(input, secrets);
  const instanceId = config.botId ?? split.instanceId;
  await checkCommon(ctx, input, config, deps);
  const id = newId();
  await registerWebhook(ctx, id, input, config, secrets, deps);
  const row = await insertChannel(ctx.db, {
    id,
    accountId: ctx.accountId,
    type: input.type,
    provider: input.provider,
    name: input.name,
    botId: input.botId,
    config,
    sealedSecrets: sealSecrets(deps.secretKey, secrets),
    instanceId,
  });
  return toChannelSummary(row, deps.secretKey, deps.publicUrl);
}

// Secrets left out keep their stored values (the panel never has them to send back). The provider,
// the number and the chatbot cannot change while a conversation is open on the channel (spec:
// WhatsApp configuration cannot change during ongoing conversations): its messages would go out
// through another number, or to another bot's flow.
export async function updateChannel(
  ctx: RequestContext,
  id: string,
  input: Input,
  deps: ChannelSaveDeps,
): Promise<ChannelSummary> {
  const current = await findAccountChannel(ctx.db, ctx.accountId, id);
  if (!current) throw new CatalogueError('channels.notFound');
  const { config, secrets, ...split } = splitChannelConfig(input.type, input.provider, input.config);
  const isSameProvider = current.type === input.type && current.provider === input.provider;
  const kept = isSameProvider ? openSecrets(deps.secretKey, current.sealedSecrets) : {};
  const merged: Record<string, string> = { ...kept, ...secrets };
  completeTelegram(input, config, merged);
  if (input.type === 'email') await completeEmailChannel(ctx, deps.secretKey, config, merged);
  requireEverySecret(input, merged);
  const instanceId = config.botId ?? split.instanceId;
  await checkCommon(ctx, input, config, deps);
  const isRewired = !isSameProvider || current.instanceId !== instanceId || current.botId !== input.botId;
  if (isRewired && (await hasOpenConversations(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('channels.inConversation');
  await registerWebhook(ctx, id, input, config, merged, deps);
  const row = await updateChannelRow(ctx.db, ctx.accountId, id, {
    type: input.type,
    provider: input.provider,
    name: input.name,
    botId: input.botId,
    config,
    sealedSecrets: sealSecrets(deps.secretKey, merged),
    instanceId,
  });
  if (!row) throw new CatalogueError('channels.notFound');
  return toChannelSummary(row, deps.secretKey, deps.publicUrl);
}
