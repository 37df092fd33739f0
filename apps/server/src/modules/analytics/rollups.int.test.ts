import { npsBand, wallClock, zonedInstant } from '@prosa/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { flushRollups } from './flushRollups.ts';
import { rebuildRollups } from './rebuildRollups.ts';

// The rollups the triggers keep equal a direct computation over the raw rows, whatever random
// conversations are created, changed and deleted; the rebuild command gives the same rows.
const timeZone = 'America/Sao_Paulo';
const counterNames = [
  'total',
  'finished',
  'abandoned',
  'transshipped',
  'attended',
  'satisfaction_count',
  'satisfaction_sum',
  'nps_count',
  'nps_promoters',
  'nps_detractors',
  'first_response_count',
  'first_response_ms',
  'handling_count',
  'handling_ms',
  'value_cents',
] as const;
type Counters = Record<(typeof counterNames)[number], number>;

interface RawConversation {
  id: string;
  bot_id: string;
  channel: string;
  department_id: string | null;
  attendant_id: string | null;
  origin: string;
  device: string | null;
  location: { country?: string; state?: string; city?: string } | null;
  satisfaction: number | null;
  nps: number | null;
  status: string;
  transshipment: string | null;
  collected: Record<string, string>;
  queued_at: Date | null;
  assigned_at: Date | null;
  responded_at: Date | null;
  finished_at: Date | null;
  value_cents: number | null;
  created_at: Date;
  cursor: { status?: string; line?: number | null; visits?: Record<string, number> } | null;
}

const ms = (date: Date | null) => (date ? new Date(date).getTime() : null);
const span = (end: Date | null, start: Date | null) => {
  const [e, s] = [ms(end), ms(start)];
  return e === null || s === null ? null : Math.max(0, e - s);
};

// The direct computation: every conversation's rows, summed in TypeScript.
function expectedRollups(
  conversations: RawConversation[],
  answers: Array<{ question_id: string | null; is_answered: boolean; created_at: Date }>,
) {
  const sums = new Map<string, Counters>();
  const grains = (created: Date) => {
    const local = wallClock(created, timeZone);
    const hour = new Date(created);
    hour.setUTCMinutes(0, 0, 0);
    return [
      ['hour', hour.toISOString()],
      ['day', zonedInstant(timeZone, local, 0).toISOString()],
    ] as const;
  };
  const add = (created: Date, dimension: string, key: string, counters: Counters) => {
    for (const [granularity, bucket] of grains(created)) {
      const id = [granularity, dimension, bucket, key].join('|');
      const sum = sums.get(id) ?? (Object.fromEntries(counterNames.map((name) => [name, 0])) as Counters);
      for (const name of counterNames) sum[name] += counters[name];
      sums.set(id, sum);
    }
  };
  for (const c of conversations) {
    const transshipped = c.transshipment !== null && c.transshipment !== 'unrealized';
    const fr = span(c.responded_at, c.queued_at ?? c.assigned_at);
    const ht = span(c.finished_at, c.assigned_at ?? c.queued_at);
    const counters: Counters = {
      total: 1,
      finished: c.status === 'finished' ? 1 : 0,
      abandoned: c.status === 'abandoned' ? 1 : 0,
      transshipped: transshipped ? 1 : 0,
      attended: c.transshipment === 'attended' ? 1 : 0,
      satisfaction_count: c.satisfaction === null ? 0 : 1,
      satisfaction_sum: c.satisfaction ?? 0,
      nps_count: c.nps === null ? 0 : 1,
      nps_promoters: c.nps !== null && npsBand(c.nps) === 'promoter' ? 1 : 0,
      nps_detractors: c.nps !== null && npsBand(c.nps) === 'detractor' ? 1 : 0,
      first_response_count: fr === null ? 0 : 1,
      first_response_ms: fr ?? 0,
      handling_count: ht === null ? 0 : 1,
      handling_ms: ht ?? 0,
      value_cents: Number(c.value_cents ?? 0),
    };
    const dims: Array<[string, string | null | undefined]> = [
      ['all', ''],
      ['channel', c.channel],
      ['bot', c.bot_id],
      ['department', c.department_id],
      ['attendant', c.attendant_id],
      ['origin', c.origin],
      ['device', c.device],
      ['country', c.location?.country || null],
      ['state', c.location?.state || null],
      ['city', c.location?.city || null],
      ['satisfaction', c.satisfaction === null ? null : String(c.satisfaction)],
      ['status', c.status],
      ['transshipped', transshipped ? '1' : '0'],
      ...Object.keys(c.collected).map((key): [string, string] => ['identifier', key]),
      ...Object.keys(c.cursor?.visits ?? {}).map((line): [string, string] => [
        'flowVisit',
        `${c.bot_id}:${line}`,
      ]),
    ];
    if (c.cursor?.status === 'bot' && typeof c.cursor.line === 'number')
      dims.push(['flowStop', `${c.bot_id}:${c.cursor.line}`]);
    for (const [dimension, key] of dims)
      if (key !== null && key !== undefined) add(new Date(c.created_at), dimension, key, counters);
  }
  const zero = Object.fromEntries(counterNames.map((name) => [name, 0])) as Counters;
  for (const a of answers)
    add(new Date(a.created_at), 'knowledge', a.is_answered ? (a.question_id ?? '') : '', {
      ...zero,
      total: 1,
    });
  return [...sums.entries()]
    .filter(([, sum]) => counterNames.some((name) => sum[name] !== 0))
    .map(([id, sum]) => `${id}|${counterNames.map((name) => sum[name]).join(',')}`)
    .sort();
}

const day = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2026-12-31T23:59:59Z'),
  noInvalidDate: true,
});
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const conversationArb = fc.record({
  bot: fc.integer({ min: 0, max: 1 }),
  channel: fc.constantFrom('webchat', 'whatsapp', 'telegram'),
  department: fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }),
  attendant: maybe(fc.constantFrom('u1', 'u2', 'u3')),
  origin: fc.constantFrom('customer', 'campaign', 'attendant'),
  device: maybe(fc.constantFrom('desktop', 'mobile')),
  location: maybe(
    fc.record({
      country: fc.constantFrom('BR', 'PT', ''),
      state: fc.constantFrom('SP', 'RJ'),
      city: fc.constantFrom('Santos', 'Niterói'),
    }),
  ),
  satisfaction: maybe(fc.integer({ min: 0, max: 5 })),
  nps: maybe(fc.integer({ min: 0, max: 10 })),
  status: fc.constantFrom('bot', 'queueManual', 'waiting', 'finished', 'abandoned'),
  transshipment: maybe(fc.constantFrom('waiting', 'attended', 'unattended', 'unrealized')),
  collected: fc.dictionary(fc.constantFrom('email', 'cpf', 'nome', 'plano'), fc.string({ maxLength: 3 }), {
    maxKeys: 3,
  }),
  createdAt: day,
  queuedAfter: maybe(fc.integer({ min: 0, max: 3_600_000 })),
  assignedAfter: maybe(fc.integer({ min: 0, max: 3_600_000 })),
  respondedAfter: maybe(fc.integer({ min: 0, max: 7_200_000 })),
  finishedAfter: maybe(fc.integer({ min: 0, max: 9_000_000 })),
  valueCents: maybe(fc.integer({ min: 0, max: 1_000_000 })),
  cursor: maybe(
    fc.record({
      status: fc.constantFrom('bot', 'live', 'ended'),
      line: maybe(fc.integer({ min: 1, max: 6 })),
      visits: fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), fc.integer({ min: 1, max: 3 }), {
        maxKeys: 4,
      }),
    }),
  ),
});
type Generated = typeof conversationArb extends fc.Arbitrary<infer T> ? T : never;
const changeArb = fc.record({
  index: fc.nat(),
  kind: fc.constantFrom('update', 'delete', 'cursor', 'removeCursor'),
  next: conversationArb,
});

describe('analytics rollups', () => {
  let server: TestServer;
  const accountId = newId();
  const botIds = [newId(), newId()];
  const departmentIds = [newId(), newId()];
  const query = <Row>(text: string, values: unknown[] = []) =>
    server.services.database.query<Row>(text, values);

  beforeAll(async () => {
    server = await startTestServer();
    await query(`insert into accounts (id, name, time_zone) values ($1, 'Rollups', $2)`, [
      accountId,
      timeZone,
    ]);
    for (const [index, id] of botIds.entries())
      await query(`insert into bots (id, account_id, token, name) values ($1, $2, $3, $4)`, [
        id,
        accountId,
        newId(),
        `Bot ${index}`,
      ]);
    for (const [index, id] of departmentIds.entries())
      await query(`insert into departments (id, account_id, name) values ($1, $2, $3)`, [
        id,
        accountId,
        `Dep ${index}`,
      ]);
  });
  afterAll(() => server?.close());

  const after = (base: Date, offset: number | null) =>
    offset === null ? null : new Date(base.getTime() + offset).toISOString();
  const columns = (c: Generated) => [
    botIds[c.bot],
    c.channel,
    c.department === null ? null : departmentIds[c.department],
    c.attendant,
    c.origin,
    c.device,
    c.location ? JSON.stringify(c.location) : null,
    c.satisfaction,
    c.nps,
    c.status,
    c.transshipment,
    JSON.stringify(c.collected),
    after(c.createdAt, c.queuedAfter),
    after(c.createdAt, c.assignedAfter),
    after(c.createdAt, c.respondedAfter),
    after(c.createdAt, c.finishedAfter),
    c.valueCents,
  ];
  const writeCursor = async (id: string, cursor: Generated['cursor']) => {
    if (!cursor) return;
    await query(
      `insert into flow_cursors (conversation_id, account_id, cursor) values ($1, $2, $3)
       on conflict (conversation_id) do update set cursor = excluded.cursor`,
      [id, accountId, JSON.stringify({ versionId: 'v', turn: 1, ...cursor })],
    );
  };

  // The rollups once the differences the triggers recorded are added (the flush job's work).
  async function actualRollups() {
    await flushRollups(server.services.database, accountId);
    const { rows } = await query<
      { granularity: string; dimension: string; bucket_start: Date; key: string } & Counters
    >(`select * from analytics_rollups where account_id = $1`, [accountId]);
    return rows
      .filter((row) => counterNames.some((name) => Number(row[name]) !== 0))
      .map(
        (row) =>
          `${[row.granularity, row.dimension, new Date(row.bucket_start).toISOString(), row.key].join('|')}|${counterNames.map((name) => Number(row[name])).join(',')}`,
      )
      .sort();
  }

  async function directComputation() {
    const { rows } = await query<RawConversation>(
      `select c.*, f.cursor from conversations c left join flow_cursors f on f.conversation_id = c.id where c.account_id = $1`,
      [accountId],
    );
    const answers = await query<{ question_id: string | null; is_answered: boolean; created_at: Date }>(
      'select question_id, is_answered, created_at from knowledge_answers where account_id = $1',
      [accountId],
    );
    return expectedRollups(rows, answers.rows);
  }

  it('equal a direct computation over random conversations, changes, deletions and knowledge answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(conversationArb, { minLength: 1, maxLength: 6 }),
        fc.array(changeArb, { maxLength: 6 }),
        fc.array(fc.record({ answered: fc.boolean(), at: day }), { maxLength: 3 }),
        async (created, changes, answers) => {
          const ids: string[] = [];
          const deleted = new Set<string>();
          for (const c of created) {
            const id = newId();
            ids.push(id);
            await query(
              `insert into conversations (id, account_id, bot_id, channel, department_id, attendant_id, origin, device,
                location, satisfaction, nps, status, transshipment, collected, queued_at, assigned_at, responded_at,
                finished_at, value_cents, visitor_id, protocol, created_at, archived_at)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $1, $1, $20, now())`,
              [id, accountId, ...columns(c), c.createdAt.toISOString()],
            );
            await writeCursor(id, c.cursor);
          }
          for (const change of changes) {
            const id = ids[change.index % ids.length] as string;
            if (deleted.has(id)) continue;
            if (change.kind === 'delete') {
              deleted.add(id);
              await query('delete from conversations where id = $1', [id]);
            } else if (change.kind === 'removeCursor')
              await query('delete from flow_cursors where conversation_id = $1', [id]);
            else if (change.kind === 'cursor') await writeCursor(id, change.next.cursor);
            else
              await query(
                `update conversations set bot_id = $2, channel = $3, department_id = $4, attendant_id = $5, origin = $6,
                  device = $7, location = $8, satisfaction = $9, nps = $10, status = $11, transshipment = $12,
                  collected = $13, queued_at = $14, assigned_at = $15, responded_at = $16, finished_at = $17,
                  value_cents = $18
                 where id = $1`,
                [id, ...columns(change.next)],
              );
          }
          for (const answer of answers)
            await query(
              'insert into knowledge_answers (id, account_id, question_id, is_answered, created_at) values ($1, $2, $3, $4, $5)',
              [newId(), accountId, answer.answered ? 'q1' : null, answer.answered, answer.at.toISOString()],
            );
          expect(await actualRollups()).toEqual(await directComputation());
        },
      ),
      { numRuns: 25 },
    );
    const incremental = await actualRollups();
    expect(incremental.length).toBeGreaterThan(0);
    await rebuildRollups(server.services.database, accountId);
    expect(await actualRollups()).toEqual(incremental);
  });

  // A write that commits while a rebuild runs is counted once: by the recomputation or by its
  // difference, never both. The rebuild is held between its statements by a lock on the account's
  // rollup rows, the write commits meanwhile. PostgreSQL only: PGlite has one connection.
  it.runIf(process.env.DATABASE_URL)('count a write committed during a rebuild once', async () => {
    const { db } = server.services.database;
    const { rows } = await query<{ id: string }>(
      'select id from conversations where account_id = $1 limit 1',
      [accountId],
    );
    let release = () => {};
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from analytics_rollups where account_id = ${accountId} for update`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await lockTaken;
    const rebuild = rebuildRollups(server.services.database, accountId);
    await until(async () => {
      const waiting = await query(
        `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%analytics_rebuild%'`,
      );
      return waiting.rows.length > 0;
    });
    await query('update conversations set satisfaction = 5, value_cents = 4242 where id = $1', [rows[0]?.id]);
    release();
    await Promise.all([holder, rebuild]);
    expect(await actualRollups()).toEqual(await directComputation());
  });

  it('are left alone by a message (the conversation’s sequence and last message time)', async () => {
    const before = await actualRollups();
    const { rows } = await query<{ id: string }>(
      'select id from conversations where account_id = $1 limit 1',
      [accountId],
    );
    await query('update conversations set last_seq = last_seq + 1, last_message_at = now() where id = $1', [
      rows[0]?.id,
    ]);
    expect(await actualRollups()).toEqual(before);
  });

  it('catch up by themselves: the flush job adds what the triggers recorded within seconds', async () => {
    await flushRollups(server.services.database, accountId);
    const allTotal = async () => {
      const { rows } = await query<{ total: number }>(
        `select coalesce(sum(total), 0)::int as total from analytics_rollups
          where account_id = $1 and granularity = 'day' and dimension = 'all'`,
        [accountId],
      );
      return rows[0]?.total ?? 0;
    };
    const before = await allTotal();
    // The writer's transaction records its difference and leaves the shared rollup rows alone.
    await server.services.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into conversations (id, account_id, bot_id, visitor_id, protocol, created_at)
            values (${newId()}, ${accountId}, ${botIds[0]}, ${`visitor-${newId()}`}, ${newId()}, now())`,
      );
      const pending = await tx.execute(
        sql`select count(*)::int as count from analytics_deltas where account_id = ${accountId}`,
      );
      expect((pending as { rows: Array<{ count: number }> }).rows[0]?.count).toBeGreaterThan(0);
    });
    expect(await until(async () => (await allTotal()) === before + 1, { tries: 150, intervalMs: 100 })).toBe(
      true,
    );
  });
});
