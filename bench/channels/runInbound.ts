import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { type Percentiles, percentiles } from '../contacts/percentiles.ts';
import type { HeardMessage } from './connectAttendants.ts';
import { offerAtRate } from './offerAtRate.ts';
import { postWebhook } from './postWebhook.ts';

export interface InboundResult {
  offered: number;
  seconds: number;
  achievedRate: number;
  answer: Percentiles;
  toScreen: Percentiles;
  retriesPosted: number;
  failedPosts: number;
  stored: number;
  lost: number;
  duplicatedOnScreen: number;
  duplicatedStored: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Inbound load: signed Cloud API text messages posted straight to the webhook at `rate` for
// `seconds`, round-robin over the customers; every 50th is delivered a second time, as a provider
// retry would. Times: the webhook's 200, and the attendant's screen (the /live `message` event).
export async function runInbound(input: {
  webhookUrl: string;
  appSecret: string;
  phoneNumberId: string;
  customers: string[];
  rate: number;
  seconds: number;
  databaseUrl: string;
  channelId: string;
  listen: (handler: (message: HeardMessage) => void) => void;
  print: (line: string) => void;
}): Promise<InboundResult> {
  const runTag = Math.random().toString(36).slice(2, 8);
  const prefix = `b${runTag}:`;
  const sentAt = new Map<string, number>();
  const heardAt = new Map<string, number>();
  let duplicatedOnScreen = 0;
  input.listen(({ text, at }) => {
    if (!text.startsWith(prefix)) return;
    if (heardAt.has(text)) duplicatedOnScreen++;
    else heardAt.set(text, at);
  });
  const total = Math.floor(input.rate * input.seconds);
  const answers: number[] = [];
  const posts: Promise<void>[] = [];
  let failedPosts = 0;
  let retriesPosted = 0;
  const post = (n: number) => {
    const text = `${prefix}${n}`;
    const message = {
      appSecret: input.appSecret,
      phoneNumberId: input.phoneNumberId,
      from: input.customers[n % input.customers.length] ?? '',
      wamid: `wamid.bench.${runTag}.${n}`,
      text,
      at: Date.now(),
    };
    sentAt.set(text, performance.now());
    return postWebhook(input.webhookUrl, message).then(
      async (ms) => {
        answers.push(ms);
        if (n % 50 !== 0) return;
        retriesPosted++;
        answers.push(await postWebhook(input.webhookUrl, message));
      },
      () => {
        failedPosts++;
      },
    );
  };
  input.print(`inbound: ${input.rate} webhook messages/s for ${input.seconds} s…`);
  const started = await offerAtRate(total, input.rate, (n) => posts.push(post(n)));
  await Promise.all(posts);
  const window = (performance.now() - started) / 1000;
  let quietSince = performance.now();
  let last = heardAt.size;
  while (heardAt.size < total && performance.now() - quietSince < 20_000) {
    await sleep(100);
    if (heardAt.size !== last) {
      last = heardAt.size;
      quietSince = performance.now();
    }
  }
  const toScreen = [...heardAt].map(([text, at]) => at - (sentAt.get(text) ?? at));
  const client = new pg.Client({ connectionString: input.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ stored: string; distinct: string }>(
    `select count(*) as stored, count(distinct m.text) as distinct from messages m
     join conversations c on c.id = m.conversation_id
     where c.channel_id = $1 and m.text like $2`,
    [input.channelId, `${prefix}%`],
  );
  await client.end();
  const stored = Number(rows[0]?.stored ?? 0);
  const distinct = Number(rows[0]?.distinct ?? 0);
  return {
    offered: total,
    seconds: window,
    achievedRate: total / window,
    answer: percentiles(answers),
    toScreen: percentiles(toScreen),
    retriesPosted,
    failedPosts,
    stored: distinct,
    lost: total - distinct,
    duplicatedOnScreen,
    duplicatedStored: stored - distinct,
  };
}
