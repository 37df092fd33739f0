import { crmFilterConditions } from '@prosa/contracts';
import { encodeKeysetCursor } from '../../apps/server/src/app/keysetCursor.ts';
import type { FieldsByToken } from './benchContactRows.ts';
import { benchPlans } from './benchFields.ts';

// What one kind of GET /api/contacts call sends (the query string as the route hands it to
// listContacts), for sample `index`.
export interface ListQueryKind {
  name: string;
  query: (index: number) => Record<string, string>;
}

export interface Cursors {
  // (sort key, id) of random people, for "a later page": by name and by the sorted custom field.
  byName: { key: string; id: string }[];
  byScore: { key: string; id: string }[];
}

const { equals, notEquals, filled, empty, contains, notContains, greaterThan, lessThan } =
  crmFilterConditions;

const at = <T>(list: readonly T[], index: number) => list[index % list.length] as T;
const filters =
  (fieldId: string, condition: number, values: readonly string[] = ['']) =>
  (index: number) => ({
    type: 'person',
    filters: JSON.stringify([{ fieldId, condition, value: at(values, index) }]),
  });

// Searches: common and rare names (accents folded), e-mail and phone fragments.
const searches = ['oliveira', 'joao', 'marcia santos', 'luiza.gomes', '98765', 'hotmail', 'zzz'];

export function listQueryKinds(fields: FieldsByToken, cursors: Cursors): ListQueryKind[] {
  const page = (list: Cursors['byName'], index: number) => {
    const { key, id } = at(list, index);
    return encodeKeysetCursor(key, id);
  };
  return [
    { name: 'first page by name', query: () => ({ type: 'person' }) },
    {
      name: 'later page by name (cursor)',
      query: (i) => ({ type: 'person', after: page(cursors.byName, i) }),
    },
    { name: 'search text', query: (i) => ({ type: 'person', q: at(searches, i) }) },
    { name: 'filter 1 equals (list)', query: filters(fields.plan.id, equals, benchPlans) },
    {
      name: 'filter 2 not equals (text)',
      query: filters(fields.service_city.id, notEquals, ['São Paulo', 'Recife']),
    },
    { name: 'filter 3 filled (url)', query: filters(fields.website.id, filled) },
    { name: 'filter 4 empty (large text)', query: filters(fields.notes.id, empty) },
    {
      name: 'filter 5 contains (large text)',
      query: filters(fields.notes.id, contains, ['entrega', 'VIP', 'xyz']),
    },
    {
      name: 'filter 6 not contains (text)',
      query: filters(fields.service_city.id, notContains, ['são', 'rio']),
    },
    {
      name: 'filter 7 greater than (number)',
      query: filters(fields.orders.id, greaterThan, ['300', '10', '499']),
    },
    {
      name: 'filter 8 less than (currency)',
      query: filters(fields.lifetime_value.id, lessThan, ['100', '5000,50']),
    },
    {
      name: 'sort by custom field (decimal)',
      query: (i) => ({ type: 'person', sort: fields.score.id, order: i % 2 ? 'desc' : 'asc' }),
    },
    {
      name: 'sort by custom field, later page',
      query: (i) => ({ type: 'person', sort: fields.score.id, after: page(cursors.byScore, i) }),
    },
  ];
}
