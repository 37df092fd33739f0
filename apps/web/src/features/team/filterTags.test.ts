import type { Tag } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { filterTags } from './filterTags.ts';

const tag = (title: string): Tag => ({ id: title, title, color: '#000000', category: '', description: '' });
const tags = [tag('Reclamação'), tag('Suporte'), tag('Venda')];

describe('filterTags', () => {
  it('keeps every tag for an empty or blank search', () => {
    expect(filterTags(tags, '')).toEqual(tags);
    expect(filterTags(tags, '   ')).toEqual(tags);
  });

  it('finds titles containing the search, ignoring case and accents', () => {
    expect(filterTags(tags, 'RECLAMACAO').map((t) => t.title)).toEqual(['Reclamação']);
    expect(filterTags(tags, 'port').map((t) => t.title)).toEqual(['Suporte']);
    expect(filterTags(tags, ' ven ').map((t) => t.title)).toEqual(['Venda']);
  });

  it('finds nothing when no title matches', () => {
    expect(filterTags(tags, 'xyz')).toEqual([]);
  });
});
