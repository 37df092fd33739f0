import { type CrmFilter, crmFilterConditions } from '@prosa/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeFilters } from './activeFilters.ts';

const { equals, filled, empty, greaterThan } = crmFilterConditions;
const valued: number[] = [1, 2, 5, 6, 7, 8];

describe('activeFilters', () => {
  it('keeps rows with field, condition and value set', () => {
    const rows: CrmFilter[] = [
      { fieldId: 'f1', condition: equals, value: 'Ana' },
      { fieldId: 'f2', condition: greaterThan, value: '10' },
    ];
    expect(activeFilters(rows)).toEqual(rows);
  });

  it('drops rows missing their field or value', () => {
    expect(
      activeFilters([
        { fieldId: '', condition: equals, value: 'Ana' },
        { fieldId: 'f1', condition: equals, value: '' },
        { fieldId: 'f1', condition: equals },
      ]),
    ).toEqual([]);
  });

  it('applies filled and empty only without a value', () => {
    expect(
      activeFilters([
        { fieldId: 'f1', condition: filled },
        { fieldId: 'f2', condition: empty, value: '' },
        { fieldId: 'f3', condition: empty, value: 'leftover' },
      ]),
    ).toEqual([
      { fieldId: 'f1', condition: filled, value: '' },
      { fieldId: 'f2', condition: empty, value: '' },
    ]);
  });

  it('keeps exactly the rows with a field, a known condition and the value it needs', () => {
    const row = fc.record({
      fieldId: fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 5 })),
      condition: fc.integer({ min: -2, max: 11 }),
      value: fc.option(fc.oneof(fc.constant(''), fc.string({ maxLength: 5 })), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 12 }), (rows) => {
        const active = activeFilters(rows as CrmFilter[]);
        for (const filter of active) {
          expect(filter.condition).toBeGreaterThanOrEqual(1);
          expect(filter.condition).toBeLessThanOrEqual(8);
          expect(filter.fieldId).not.toBe('');
          if (valued.includes(filter.condition)) expect(filter.value).not.toBe('');
          else expect(filter.value).toBe('');
        }
        const expected = rows.filter(
          (r) =>
            r.fieldId !== '' &&
            r.condition >= 1 &&
            r.condition <= 8 &&
            (valued.includes(r.condition) ? Boolean(r.value) : !r.value),
        );
        expect(active).toHaveLength(expected.length);
      }),
    );
  });
});
