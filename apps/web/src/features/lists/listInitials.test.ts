import { describe, expect, it } from 'vitest';
import { listInitials } from './listInitials.ts';

describe('listInitials', () => {
  it("takes the first letters of the title's first two words", () => {
    expect(listInitials('clientes vip de São Paulo')).toBe('CV');
    expect(listInitials('  Ásia ')).toBe('Á');
    expect(listInitials('')).toBe('');
  });
});
