import type { CrmFilter } from '@prosa/contracts';
import { crmFilterConditions } from '@prosa/contracts';
import { activeFilters } from '@prosa/domain';

// A filter row as the builder holds it: the field or condition may still be missing.
export interface FilterRow {
  fieldId: string;
  condition: CrmFilter['condition'] | null;
  value: string;
}

const valueless: readonly number[] = [crmFilterConditions.filled, crmFilterConditions.empty];

export const needsValue = (condition: FilterRow['condition']) =>
  condition === null || !valueless.includes(condition);

// The rows the list sends: those with a condition chosen, through @prosa/domain's rule (field,
// condition and value set; "filled" and "empty" without a value, which the builder clears).
export const rowsToFilters = (rows: FilterRow[]): CrmFilter[] =>
  activeFilters(
    rows.flatMap((row) =>
      row.condition === null
        ? []
        : [
            {
              fieldId: row.fieldId,
              condition: row.condition,
              value: needsValue(row.condition) ? row.value : '',
            },
          ],
    ),
  );
