// `npm run bench:conversations`: /conversations (issue 16) on N conversations with M messages each
// over 90 days in one account: the first page per filter kind and per search kind, the page 1,000
// deep, the capped count and the export. On PostgreSQL by default. Quick smoke run:
// `npm run bench:conversations -- --conversations 5000 --messages 5 --samples 5`. `--only export`
// (or any part of a case's name, e.g. `--only "rare word"`) runs only the cases named so.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { and, desc, eq, sql } from 'drizzle-orm';
import { encodeKeysetCursor } from '../../apps/server/src/app/keysetCursor.ts';
import {
  conversationExports,
  conversations,
  memberships,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { startConversationExport } from '../../apps/server/src/modules/conversations/exportConversations.ts';
import {
  countConversationHistory,
  listConversationHistory,
} from '../../apps/server/src/modules/conversations/listConversationHistory.ts';
import { postgresUrlOption, readPositive, readStores } from '../benchOptionRules.ts';
import { percentiles } from '../contacts/percentiles.ts';
import { prepareConversations } from './prepareConversations.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    store: { type: 'string', default: 'pg' },
    conversations: { type: 'string', default: '100000' },
    messages: { type: 'string', default: '10' },
    samples: { type: 'string', default: '30' },
    'export-rows': { type: 'string', default: '100000' },
    only: { type: 'string', default: '' },
    'postgres-url': postgresUrlOption,
  },
});
const count = Math.floor(readPositive('conversations', values.conversations));
const perConversation = Math.floor(readPositive('messages', values.messages));
const samples = Math.floor(readPositive('samples', values.samples));
const print = (line: string) => console.log(line);
const clock = { now: () => new Date() };
print(
  `Conversations bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString()}`,
);

for (const store of readStores(values.store)) {
  const prepared = await prepareConversations(store, values['postgres-url'], count, perConversation, print);
  const { ctx, database } = prepared;
  const [manager] = await ctx.db
    .select({ userId: users.id, level: memberships.level })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.accountId, ctx.accountId)))
    .where(eq(users.email, 'gestor@prosa.demo'));
  const managerCtx = { ...ctx, userId: manager?.userId ?? '', level: manager?.level ?? 13 };
  // The cursor of the page 1,000 deep (20 rows a page) over the 90 days, newest first.
  const [deep] = await ctx.db
    .select({
      key: sql<string>`to_char(${conversations.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      id: conversations.id,
    })
    .from(conversations)
    .where(eq(conversations.accountId, ctx.accountId))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .offset(999 * 20 - 1)
    .limit(1);
  const cases: Array<[string, Record<string, string>, typeof ctx?]> = [
    ['default (7 days)', {}],
    ['period 90 days', { period: '90' }],
    ['yesterday (code 1)', { period: '1' }],
    ['month to date (code 99)', { period: '99' }],
    ['channel', { period: '90', channel: 'telegram' }],
    ['chatbot', { period: '90', botId: prepared.botIds[2] ?? '' }],
    ['live 1 (queue)', { period: '90', live: '1' }],
    ['finished', { period: '90', finished: 'finished' }],
    ['tags', { period: '90', tags: prepared.tagId }],
    ['attendants', { period: '90', attendants: prepared.attendantIds[0] ?? '' }],
    ['departments', { period: '90', departments: prepared.departmentIds[1] ?? '' }],
    ['satisfaction', { period: '90', satisfaction: '5' }],
    ['money range', { period: '90', minValue: '100,00', maxValue: '200,00' }],
    ['sort by last message', { period: '90', sort: 'lastMessageAt.desc' }],
    ['text, common word (7 days)', { q: 'boleto' }],
    ['text, common word (90 days)', { q: 'boleto', period: '90' }],
    ['text, rare word (90 days)', { q: 'reembolso', period: '90' }],
    ['text, absent (90 days)', { q: 'inexistente', period: '90' }],
    [':identifier text (90 days)', { q: ':email cliente4242@', period: '90' }],
    ['id', { q: prepared.botIds.length ? '' : '' }],
    ['manager view rule (90 days)', { period: '90' }, managerCtx],
    [
      'page 1,000 deep (90 days)',
      { period: '90', cursor: deep ? encodeKeysetCursor(deep.key, deep.id) : '' },
    ],
  ];
  // the id search: the newest conversation's id
  const [newest] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  cases[19] = ['id (24 hex)', { q: newest?.id ?? '' }];
  print(
    `\n${store}, ${count} conversations × ${perConversation} messages, ${samples} samples per case (after 2 warm-ups)\n`,
  );
  print('| case | rows | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|');
  const chosen = (name: string) => name.includes(values.only);
  for (const [name, query, caller] of cases.filter(([name]) => chosen(name))) {
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < samples + 2; i++) {
      const started = performance.now();
      const page = await listConversationHistory(caller ?? ctx, clock, query);
      if (i >= 2) times.push(performance.now() - started);
      rows = page.items.length;
    }
    const p = percentiles(times);
    print(`| ${name} | ${rows} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} |`);
  }
  for (const [name, query] of [
    ['count, 7 days', {}],
    ['count, 90 days (capped)', { period: '90' }],
    ['count, text rare word 90 days', { q: 'reembolso', period: '90' }],
  ] as Array<[string, Record<string, string>]>) {
    if (!chosen(name)) continue;
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < Math.min(samples, 10) + 1; i++) {
      const started = performance.now();
      const counted = await countConversationHistory(ctx, clock, query);
      if (i >= 1) times.push(performance.now() - started);
      total = `${counted.total}${counted.capped ? '+' : ''}`;
    }
    const p = percentiles(times);
    print(`| ${name} | ${total} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} |`);
  }
  if (chosen('export')) {
    // The export of the 90 days (up to --export-rows conversations), as the job runs it.
    const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-export-'));
    const started = performance.now();
    const job = await startConversationExport(
      {
        env: { DATA_DIR: dataDir } as never,
        clock,
        database,
        log: { error: (...args: unknown[]) => print(String(args)) } as never,
      },
      ctx,
      { format: 'csv', query: { period: '90' } },
    );
    for (;;) {
      const [row] = await ctx.db.select().from(conversationExports).where(eq(conversationExports.id, job.id));
      if (row?.status === 'done' || row?.status === 'failed') {
        print(
          `\nExport (CSV, ${store}): ${row.processedRows} conversations in ${((performance.now() - started) / 1000).toFixed(1)} s (${row.status})`,
        );
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  await prepared.drop();
}
process.exit(0);
