import { whatsappProviders } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { channels } from '../../../db/schema/index.ts';

export interface SimulatorChannel {
  id: string;
  name: string;
  provider: (typeof whatsappProviders)[number];
  instanceId: string;
}

const columns = {
  id: channels.id,
  name: channels.name,
  provider: channels.provider,
  instanceId: channels.instanceId,
};
const isSandboxProvider = (provider: string): provider is SimulatorChannel['provider'] =>
  (whatsappProviders as readonly string[]).includes(provider);

// The account's channels whose provider has a fake in the sandbox (the WhatsApp ones).
export async function listSimulatorChannels(ctx: RequestContext): Promise<SimulatorChannel[]> {
  const rows = await ctx.db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), inArray(channels.provider, [...whatsappProviders])))
    .orderBy(channels.name);
  return rows.flatMap((row) => (isSandboxProvider(row.provider) ? [{ ...row, provider: row.provider }] : []));
}

export async function findSimulatorChannel(ctx: RequestContext, id: string): Promise<SimulatorChannel> {
  const [row] = await ctx.db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), eq(channels.id, id)));
  if (!row || !isSandboxProvider(row.provider)) throw new CatalogueError('generic.notFound');
  return { ...row, provider: row.provider };
}
