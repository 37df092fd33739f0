import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { accounts, contacts } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { containsSql, numericValue } from './contactFilterSql.ts';

// The list's faster shapes (docs/performance.md, contacts) answer what the plain ones did: the
// stored folded name and e-mail follow every write, and the reshaped filter expressions select
// exactly the rows ILIKE and the bounded number pattern selected.
describe('CRM contact list queries', () => {
  let server: TestServer;
  let admin: ApiClient;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    const people: { fields: { id: string; token: string }[] }[] = (
      await admin.get('/api/crm/sections?type=person')
    ).body.items;
    for (const section of people) for (const field of section.fields) ids[field.token] = field.id;
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const names = async (params: Record<string, string>) =>
    (await admin.get(`/api/contacts?${new URLSearchParams({ type: 'person', ...params })}`)).body.items
      .map((item: { name: string }) => item.name)
      .sort();

  it('finds a contact by its folded name and e-mail after every write, and by the rows the live chat inserts', async () => {
    const created = (
      await admin.post('/api/contacts', {
        type: 'person',
        values: { [ids.name as string]: 'Érica Gonçalves', [ids.email as string]: 'ERICA@Exemplo.com' },
        tagIds: [],
      })
    ).body;
    expect(await names({ q: 'erica gon' })).toEqual(['Érica Gonçalves']);
    expect(await names({ q: 'erica@exemplo' })).toEqual(['Érica Gonçalves']);
    await admin.put(`/api/contacts/${created.id}`, {
      type: 'person',
      values: { [ids.name as string]: 'Benedita Araújo', [ids.email as string]: '' },
      tagIds: [],
    });
    expect(await names({ q: 'erica' })).toEqual([]);
    expect(await names({ q: 'benedita araujo' })).toEqual(['Benedita Araújo']);
    const [demo] = await db().select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    await db()
      .insert(contacts)
      .values({ id: newId(), accountId: demo?.id ?? '', name: 'Visitante Índio', phone: '+5581987001234' });
    expect(await names({ q: 'visitante indio' })).toEqual(['Visitante Índio']);
    expect(await names({ q: '98700' })).toEqual(['Visitante Índio']);
  });

  it('answers a filter that almost nothing matches, or nothing, with the same page in either order', async () => {
    const [demo] = await db().select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
    const city = ids.city as string;
    // 500 people and two in Raro: under one in 200, so the list takes its sparse path.
    await db()
      .insert(contacts)
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          id: newId(),
          accountId: demo?.id ?? '',
          name: `Esparso ${String(i).padStart(3, '0')}`,
          fields: { [city]: i === 17 || i === 400 ? 'Raro' : 'Comum' },
        })),
      );
    const page = async (value: string, order: string) =>
      (
        await admin.get(
          `/api/contacts?${new URLSearchParams({
            type: 'person',
            order,
            filters: JSON.stringify([{ fieldId: city, condition: 1, value }]),
          })}`,
        )
      ).body;
    for (const order of ['asc', 'desc']) {
      const found = await page('raro', order);
      const expected = ['Esparso 017', 'Esparso 400'];
      expect(found.items.map((item: { name: string }) => item.name)).toEqual(
        order === 'asc' ? expected : expected.reverse(),
      );
      expect(found.total).toBe(2);
      expect(found.next).toBeNull();
    }
    expect(await page('nenhuma', 'asc')).toMatchObject({ items: [], total: 0, next: null });
    expect((await page('comum', 'asc')).total).toBe(498);
  });

  // Every string of the alphabet up to a length, and a seeded sample of longer ones: what the
  // guarded cast takes for a number must be what the bounded pattern alone took.
  it('reads the same numbers as the bounded pattern, around its limits of 30 digits and 10 decimals', async () => {
    let seed = 7;
    const draw = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['1', '9', '0', '.', ',', '-', 'a', ' ', 'e', '+'];
    const values = ['', '5', '-5', '1.', '.5', '1,5', '--1', '1.2.3', '1e5', '12345678901'];
    for (const [digits, decimals] of [
      [30, 10],
      [31, 0],
      [30, 11],
      [1, 10],
      [1, 11],
      [11, 0],
      [10, 1],
      [9, 1],
    ] as const) {
      const number = `${'7'.repeat(digits)}${decimals ? `.${'3'.repeat(decimals)}` : ''}`;
      values.push(number, `-${number}`, number.replace('.', ','));
    }
    for (let i = 0; i < 400; i++) {
      const length = 1 + Math.floor(draw() * 45);
      values.push(
        Array.from({ length }, () =>
          draw() < 0.8 ? String(Math.floor(draw() * 10)) : (alphabet[Math.floor(draw() * 10)] ?? ''),
        ).join(''),
      );
    }
    const rows = await server.services.database.query<{
      v: string;
      now: string | null;
      before: string | null;
    }>(
      `select v, (${toText(numericValue(sql<string>`v`))})::text as now,
         (case when v ~ '^-?[0-9]{1,30}([.,][0-9]{1,10})?$' then replace(v, ',', '.')::numeric end)::text as before
       from unnest($1::text[]) as t(v)`,
      [values],
    );
    expect(rows.rows).toHaveLength(values.length);
    for (const row of rows.rows)
      expect({ v: row.v, number: row.now }).toEqual({ v: row.v, number: row.before });
    expect(rows.rows.filter((row) => row.now !== null).length).toBeGreaterThan(20);
  });

  it('matches "contains" exactly as ILIKE did, in any case, with wildcards taken literally', async () => {
    const texts = ['Água Mineral', 'ÁGUA mineral', 'agua', '100%_certo', 'Cem POR cento', 'ß', '', 'a\\b'];
    const needles = ['água', 'ÁGUA', 'MINERAL', '%', '_c', 'por', 'a\\b', 'x', 'ss'];
    for (const needle of needles) {
      const rows = await server.services.database.query<{ v: string; now: boolean; before: boolean }>(
        `select v, ${toText(containsSql(sql<string>`v`, needle))} as now,
           v ilike ('%' || regexp_replace($2::text, '([\\\\%_])', '\\\\\\1', 'g') || '%') as before
         from unnest($1::text[]) as t(v)`,
        [texts, needle],
      );
      for (const row of rows.rows)
        expect({ needle, v: row.v, match: row.now }).toEqual({ needle, v: row.v, match: row.before });
    }
  });

  // The drizzle fragment as SQL text with its parameters inlined, to run beside the plain form.
  function toText(fragment: ReturnType<typeof sql>) {
    return new PgDialect().sqlToQuery(fragment.inlineParams()).sql;
  }
});
