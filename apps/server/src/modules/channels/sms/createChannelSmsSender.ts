import { and, asc, eq } from 'drizzle-orm';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Env } from '../../../app/env.ts';
import { newId } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { channels } from '../../../db/schema/index.ts';
import type { SmsSender } from '../../../notifications/SmsSender.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import type { AdapterChannel, HttpFetch } from '../adapters/ChannelAdapter.ts';
import { keptAliveFetch } from '../adapters/keptAliveFetch.ts';
import { toAdapterChannel } from '../channelRepository.ts';
import { systemSmsChannel } from './systemSmsChannel.ts';

interface Deps {
  db: Db;
  env: Env;
  secretKey: Buffer;
  // Where a text goes when there is no channel for it: the dev outbox, in the demo only.
  sandbox: SmsSender;
  http?: HttpFetch;
}

// Prosa's own texts (two-factor codes) go out through the account's SMS channel (its oldest), or
// else the system SMS channel of the environment; sent at once through the adapter, outside any
// conversation, so a code is never stored. Without either, the demo keeps them in its dev outbox
// and production refuses (a code nobody can receive must not pass for sent).
export function createChannelSmsSender(deps: Deps): SmsSender {
  const http = deps.http ?? keptAliveFetch;
  return {
    async send(to, text, accountId) {
      const channel =
        (accountId ? await accountSmsChannel(deps, accountId) : null) ?? systemSmsChannel(deps.env);
      const adapter = channel ? adapterFor(channel.type, channel.provider) : null;
      if (channel && adapter) {
        await adapter.send(channel, { messageId: newId(), to, text }, http);
        return;
      }
      if (deps.env.isProduction) throw new CatalogueError('auth.smsUnavailable');
      await deps.sandbox.send(to, text, accountId);
    },
  };
}

async function accountSmsChannel(deps: Deps, accountId: string): Promise<AdapterChannel | null> {
  const [row] = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.accountId, accountId), eq(channels.type, 'sms')))
    .orderBy(asc(channels.createdAt))
    .limit(1);
  // No webhook: a code's statuses are of no use, and would name no message of the outbox.
  return row ? { ...toAdapterChannel(row, deps.secretKey, ''), webhookUrl: '' } : null;
}
