import { type CrmFilter, crmFilterConditions } from '@prosa/contracts';
import { activeFilters, numericFilterValue } from '@prosa/domain';
import { type SQL, sql } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { fieldValueSql } from './contactRepository.ts';
import type { CrmLayout } from './readCrmLayout.ts';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A number in the stored text, or null: the regular expression guards the cast, so a value like
// 'abc' or '1e999' never reaches numeric and never raises. The bounded expression costs about
// 1 µs a row, so it runs only on the long values: up to 11 characters, the unbounded one already
// means at most 30 digits before and 10 after the separator (same rows, half the time on 100,000).
export const numericValue = (value: SQL<string>) =>
  sql`(case when ${value} ~ '^-?[0-9]+([.,][0-9]+)?$' and (length(${value}) <= 11 or ${value} ~ '^-?[0-9]{1,30}([.,][0-9]{1,10})?$') then replace(${value}, ',', '.')::numeric end)`;

// What ILIKE does in a UTF-8 database, with the pattern lowered once instead of on every row.
export const containsSql = (value: SQL<string>, given: string) =>
  sql`lower(${value}) like lower(${likePattern(given)}::text)`;

// The CRM dynamic filter (spec core.md §5) as one SQL condition. Every value is a bound parameter;
// field ids must be fields of this type the caller may view, or the filter is refused.
export function contactFilterSql(layout: CrmLayout, filters: readonly CrmFilter[]): SQL[] {
  return activeFilters(filters).map((filter) => {
    if (!layout.viewable.has(filter.fieldId)) throw new CatalogueError('contacts.filterInvalid');
    const value = fieldValueSql(filter.fieldId, layout.mirrored);
    const given = filter.value ?? '';
    switch (filter.condition) {
      case crmFilterConditions.equals:
        return sql`lower(${value}) = lower(${given}::text)`;
      case crmFilterConditions.notEquals:
        return sql`lower(${value}) <> lower(${given}::text)`;
      case crmFilterConditions.filled:
        return sql`${value} <> ''`;
      case crmFilterConditions.empty:
        return sql`${value} = ''`;
      case crmFilterConditions.contains:
        return containsSql(value, given);
      case crmFilterConditions.notContains:
        return sql`not (${containsSql(value, given)})`;
      case crmFilterConditions.greaterThan:
      case crmFilterConditions.lessThan: {
        const number = numericFilterValue(given);
        if (number === null) throw new CatalogueError('contacts.filterInvalid');
        const operator = filter.condition === crmFilterConditions.greaterThan ? sql`>` : sql`<`;
        return sql`coalesce(${numericValue(value)} ${operator} ${String(number)}::numeric, false)`;
      }
      default:
        throw new CatalogueError('contacts.filterInvalid');
    }
  });
}
