import { describe, expect, it } from 'vitest';
import { assignAwayReasonIds } from './assignAwayReasonIds.ts';

const counter = () => {
  let next = 0;
  return () => `new-${++next}`;
};

describe('assignAwayReasonIds', () => {
  it('keeps the ids the account already had', () => {
    expect(assignAwayReasonIds([{ _id: 'a', label: 'Almoço' }], ['a', 'b'], counter())).toEqual([
      { _id: 'a', label: 'Almoço' },
    ]);
  });

  it('gives new, unknown and repeated ids a fresh one', () => {
    expect(
      assignAwayReasonIds(
        [
          { label: 'Novo' },
          { _id: 'invented', label: 'Inventado' },
          { _id: 'a', label: 'A' },
          { _id: 'a', label: 'A2' },
        ],
        ['a'],
        counter(),
      ),
    ).toEqual([
      { _id: 'new-1', label: 'Novo' },
      { _id: 'new-2', label: 'Inventado' },
      { _id: 'a', label: 'A' },
      { _id: 'new-3', label: 'A2' },
    ]);
  });
});
