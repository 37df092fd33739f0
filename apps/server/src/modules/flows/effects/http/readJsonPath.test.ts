import { describe, expect, it } from 'vitest';
import { readJsonPath } from './readJsonPath.ts';

const response = { data: { items: [{ name: 'Blue mug', tags: ['a', 'b'] }], total: 1, empty: null } };

describe('readJsonPath', () => {
  it('follows keys and indexes', () => {
    expect(readJsonPath(response, 'data.items[0].name')).toBe('Blue mug');
    expect(readJsonPath(response, 'data.items[0].tags[1]')).toBe('b');
    expect(readJsonPath(response, 'data.total')).toBe(1);
    expect(readJsonPath(response, 'data.empty')).toBeNull();
    expect(readJsonPath([{ id: 7 }], '[0].id')).toBe(7);
    expect(readJsonPath(response, 'data.items.0.tags.1')).toBe('b');
    expect(readJsonPath({ byCode: { '0': 'zero' } }, 'byCode.0')).toBe('zero');
  });

  it('finds nothing for paths that lead nowhere or are malformed', () => {
    expect(readJsonPath(response, 'data.items[3].name')).toBeUndefined();
    expect(readJsonPath(response, 'data.total.value')).toBeUndefined();
    expect(readJsonPath(response, 'data.items.name')).toBeUndefined();
    expect(readJsonPath(response, 'data..total')).toBeUndefined();
    expect(readJsonPath(response, '')).toBeUndefined();
  });

  it('reads only own properties', () => {
    expect(readJsonPath(response, 'data.constructor')).toBeUndefined();
    expect(readJsonPath(response, '__proto__')).toBeUndefined();
    expect(readJsonPath(response, 'data.items.length')).toBeUndefined();
  });
});
