import {
  metaProvider,
  rcsProvider,
  type SimulatorChannels,
  simulatorCustomerProblem,
  smsProviders,
  whatsappProviders,
} from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { channels } from '../../../db/schema/index.ts';
import { sandboxProviderOf } from './sandboxProviderOf.ts';

export type SimulatorChannel = SimulatorChannels['channels'][number] & {
  // The provider's fake in the sandbox (the generic SMS provider's is `smsGateway`).
  sandboxProvider: string;
};

const columns = {
  id: channels.id,
  name: channels.name,
  type: channels.type,
  provider: channels.provider,
  instanceId: channels.instanceId,
};
type Row = { [key in keyof typeof columns]: string };

// The channel types the simulator plays, with the providers whose fake is in the sandbox.
const simulatedProviders: Record<string, readonly string[]> = {
  whatsapp: whatsappProviders,
  sms: smsProviders,
  telegram: ['telegram'],
  messenger: [metaProvider],
  instagram: [metaProvider],
  rcs: [rcsProvider],
  // No sandbox fake: its mail goes to Prosa's inbound SMTP endpoint (sendSimulatorEmail.ts).
  email: ['smtp'],
};

function toSimulatorChannel(row: Row): SimulatorChannel | null {
  if (!simulatedProviders[row.type]?.includes(row.provider)) return null;
  return {
    ...row,
    type: row.type as SimulatorChannel['type'],
    provider: row.provider as SimulatorChannel['provider'],
    sandboxProvider: sandboxProviderOf(row),
  };
}

export async function listSimulatorChannels(ctx: RequestContext): Promise<SimulatorChannel[]> {
  const rows = await ctx.db
    .select(columns)
    .from(channels)
    .where(
      and(eq(channels.accountId, ctx.accountId), inArray(channels.type, Object.keys(simulatedProviders))),
    )
    .orderBy(channels.name);
  return rows.flatMap((row) => toSimulatorChannel(row) ?? []);
}

// The account's channel `id` the simulator plays, with `customer` checked as that channel names its
// customers (simulatorCustomerRuleOf: a phone, a Telegram chat id, a PSID, an IGSID or an address).
export async function findSimulatorChannel(
  ctx: RequestContext,
  id: string,
  customer: string,
): Promise<SimulatorChannel> {
  const [row] = await ctx.db
    .select(columns)
    .from(channels)
    .where(and(eq(channels.accountId, ctx.accountId), eq(channels.id, id)));
  const channel = row ? toSimulatorChannel(row) : null;
  if (!channel) throw new CatalogueError('generic.notFound');
  const problem = simulatorCustomerProblem(channel.type, customer);
  if (problem) throw new CatalogueError(problem);
  return channel;
}
