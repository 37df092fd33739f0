import { type CrmFilter, crmFilterConditions } from '@prosa/contracts';

const conditions: readonly number[] = Object.values(crmFilterConditions);
const valueless: readonly number[] = [crmFilterConditions.filled, crmFilterConditions.empty];

// The spec's rule for the dynamic filter (core.md §5): a row applies once its field, condition and
// value are set, so a half-filled row in the form narrows nothing; "filled" and "empty" need an
// empty value (the form clears it when one of them is chosen).
export function activeFilters<T extends CrmFilter>(filters: readonly T[]): T[] {
  return filters.flatMap((filter) => {
    if (!filter.fieldId || !conditions.includes(filter.condition)) return [];
    if (valueless.includes(filter.condition)) return filter.value ? [] : [{ ...filter, value: '' }];
    return filter.value ? [filter] : [];
  });
}
