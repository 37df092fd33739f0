import type { ChannelSummary, channelInput, WhatsappProvider } from '@prosa/contracts';
import { whatsappSecretKeys } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import {
  hasOpenConversations,
  insertChannel,
  isAccountBot,
  updateChannelRow,
} from './channelAdminRepository.ts';
import { findAccountChannel } from './channelRepository.ts';
import { checkProviderBaseUrls } from './checkProviderBaseUrls.ts';
import { openSecrets, sealSecrets } from './secrets/sealSecrets.ts';
import { splitChannelConfig } from './splitChannelConfig.ts';
import { toChannelSummary } from './toChannelSummary.ts';

export interface ChannelSaveDeps {
  secretKey: Buffer;
  isProduction: boolean;
  // PUBLIC_URL or the request's base (linkBaseUrl): the webhook URL shown to paste at the provider.
  publicUrl: string;
}
type Input = z.output<typeof channelInput>;

function requireEverySecret(provider: WhatsappProvider, secrets: Record<string, string>) {
  if (whatsappSecretKeys[provider].some((key) => !secrets[key]))
    throw new CatalogueError('channels.secretsRequired');
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
}

export async function createChannel(
  ctx: RequestContext,
  input: Input,
  deps: ChannelSaveDeps,
): Promise<ChannelSummary> {
  const { config, secrets, instanceId } = splitChannelConfig(input.provider, input.config);
  requireEverySecret(input.provider, secrets);
  await checkCommon(ctx, input, config, deps);
  const row = await insertChannel(ctx.db, {
    id: newId(),
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
  const { config, secrets, instanceId } = splitChannelConfig(input.provider, input.config);
  const isSameProvider = current.type === input.type && current.provider === input.provider;
  const kept = isSameProvider ? openSecrets(deps.secretKey, current.sealedSecrets) : {};
  const merged = { ...kept, ...secrets };
  requireEverySecret(input.provider, merged);
  await checkCommon(ctx, input, config, deps);
  const isRewired = !isSameProvider || current.instanceId !== instanceId || current.botId !== input.botId;
  if (isRewired && (await hasOpenConversations(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('channels.inConversation');
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
