import { describe, expect, it } from 'vitest';
import { readAccountChoices } from './readAccountChoices.ts';

describe('readAccountChoices', () => {
  it('reads the accounts handed over by the login step', () => {
    const accounts = [
      { id: 'a1', name: 'Prosa Demo' },
      { id: 'a2', name: 'Outra Empresa' },
    ];
    expect(readAccountChoices({ accounts })).toEqual(accounts);
  });

  it('has nothing after a reload or a typed address, or for a malformed state', () => {
    expect(readAccountChoices(null)).toBeNull();
    expect(readAccountChoices(undefined)).toBeNull();
    expect(readAccountChoices({ accounts: [] })).toBeNull();
    expect(readAccountChoices({ accounts: [{ id: 1, name: 'x' }] })).toBeNull();
    expect(readAccountChoices({ accounts: 'a1' })).toBeNull();
  });
});
