import { describe, expect, it } from 'vitest';
import { exportPath } from './exportPath.ts';

describe('exportPath', () => {
  it('carries the list query and the format, the filters as JSON only when there are some', () => {
    const list = {
      type: 'person' as const,
      q: 'ana & bia',
      sort: 'name',
      order: 'desc' as const,
      filters: [],
    };
    expect(exportPath(list, 'csv')).toBe(
      '/api/contacts/export?type=person&q=ana+%26+bia&sort=name&order=desc&format=csv',
    );
    const filters = [{ fieldId: 'f1', condition: 5 as const, value: 'x' }];
    const params = new URL(exportPath({ ...list, filters }, 'xlsx'), 'http://x').searchParams;
    expect(JSON.parse(params.get('filters') ?? '')).toEqual(filters);
    expect(params.get('format')).toBe('xlsx');
  });
});
