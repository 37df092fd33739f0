import { performance } from 'node:perf_hooks';
import type { Sandbox, SandboxProvider } from '@prosa/sandbox';
import pg from 'pg';
import type { ChannelRow } from '../../apps/server/src/modules/channels/channelRepository.ts';
import { sandboxProviderOf } from '../../apps/server/src/modules/channels/simulator/sandboxProviderOf.ts';
import { offerAtRate } from '../channels/offerAtRate.ts';
import { postSigned } from '../channels/postWebhook.ts';
import { type Percentiles, percentiles } from '../contacts/percentiles.ts';
import { planMessage } from './planMessage.ts';
import type { inboundMailer } from './sendInboundMail.ts';
import { type StoredTally, tallyStored } from './tallyStored.ts';

export interface ChannelResult {
  label: string;
  offered: number;
  retriesPosted: number;
  failedPosts: number;
  answer: Percentiles;
  tally: StoredTally;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Each channel's customers have ids of their own: the inbound path knows a customer by the chatbot
// and their id alone, so one number writing on two channels would be one conversation.
const customerPhone = (channel: number, k: number) =>
  `55119${String(channel).padStart(2, '0')}${String(k).padStart(6, '0')}`;
const customerMail = (k: number) => `cliente${k}@clientes.bench.test`;

// Inbound load over every channel: `rate` messages/s for `seconds`, round-robin over the channels
// (planMessage), each a provider's real signed webhook built by its sandbox fake, or for e-mail a
// mail to Prosa's inbound SMTP endpoint; about 2 % delivered twice with the same provider id.
// Then waits for the stored messages to settle and counts them by provider id.
export async function runMixed(input: {
  channels: Array<{ label: string; row: ChannelRow }>;
  sandbox: Sandbox;
  mailer: ReturnType<typeof inboundMailer>;
  rate: number;
  seconds: number;
  customers: number;
  databaseUrl: string;
  print: (line: string) => void;
}) {
  const runTag = Math.random().toString(36).slice(2, 8);
  const count = input.channels.length;
  const stats = input.channels.map(({ label }) => ({
    label,
    offered: 0,
    retriesPosted: 0,
    failedPosts: 0,
    answers: [] as number[],
  }));
  const deliver = (n: number): (() => Promise<number>) => {
    const plan = planMessage(n, count, input.customers);
    const { row } = input.channels[plan.channel] as { row: ChannelRow };
    const text = `m${runTag}:${n}`;
    if (row.type === 'email') {
      const mail = {
        from: customerMail(plan.customer),
        to: row.instanceId,
        messageId: `<m${runTag}.${n}@clientes.bench.test>`,
        text,
      };
      return () => input.mailer.send(mail);
    }
    const provider = sandboxProviderOf(row) as SandboxProvider;
    const request = input.sandbox.customerRequest(
      provider,
      row.instanceId,
      customerPhone(plan.channel, plan.customer),
      text,
    );
    return () => postSigned(request.url, request);
  };
  const post = async (n: number) => {
    const plan = planMessage(n, count, input.customers);
    const stat = stats[plan.channel];
    if (!stat) return;
    stat.offered++;
    try {
      const send = deliver(n);
      stat.answers.push(await send());
      if (!plan.retry) return;
      stat.retriesPosted++;
      stat.answers.push(await send());
    } catch {
      stat.failedPosts++;
    }
  };
  const total = Math.floor(input.rate * input.seconds);
  input.print(`inbound: ${input.rate} messages/s over ${count} channels for ${input.seconds} s…`);
  const posts: Promise<void>[] = [];
  const started = await offerAtRate(total, input.rate, (n) => posts.push(post(n)));
  await Promise.all(posts);
  const window = (performance.now() - started) / 1000;
  const offered = new Map(input.channels.map(({ row }, index) => [row.id, stats[index]?.offered ?? 0]));
  const rows = await settledRows(input.databaseUrl, [...offered.keys()], `%m${runTag}:%`, total);
  const tallies = tallyStored(offered, rows);
  const results: ChannelResult[] = input.channels.map(({ row }, index) => {
    const stat = stats[index] as (typeof stats)[number];
    return { ...stat, answer: percentiles(stat.answers), tally: tallies.get(row.id) as StoredTally };
  });
  return { results, window, total, answer: percentiles(stats.flatMap((stat) => stat.answers)) };
}

// The run's customer messages in the database (processing follows the answer), read again until
// every one is there or nothing new has come for 20 s.
async function settledRows(databaseUrl: string, channelIds: string[], pattern: string, total: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const read = async () =>
      (
        await client.query<{ channelId: string; clientMessageId: string }>(
          `select c.channel_id as "channelId", m.client_message_id as "clientMessageId"
           from messages m join conversations c on c.id = m.conversation_id
           where c.channel_id = any($1) and m.sender = 'customer' and m.text like $2`,
          [channelIds, pattern],
        )
      ).rows;
    let rows = await read();
    let quietSince = performance.now();
    while (
      new Set(rows.map((row) => row.clientMessageId)).size < total &&
      performance.now() - quietSince < 20_000
    ) {
      await sleep(250);
      const next = await read();
      if (next.length !== rows.length) quietSince = performance.now();
      rows = next;
    }
    return rows;
  } finally {
    await client.end();
  }
}
