import type { Me } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { decideGuard } from './decideGuard.ts';

const me = {
  user: { id: 'u1', name: 'Ana' },
  account: { id: 'a1', name: 'Prosa Demo' },
} as Me;

describe('decideGuard', () => {
  it('lets a user with a loaded user and account through, even while refreshing', () => {
    expect(decideGuard({ data: me, isPending: false, isFetching: false })).toBe('allow');
    expect(decideGuard({ data: me, isPending: false, isFetching: true })).toBe('allow');
  });

  it('waits while the session is being asked for', () => {
    expect(decideGuard({ data: undefined, isPending: true, isFetching: true })).toBe('wait');
    expect(decideGuard({ data: undefined, isPending: false, isFetching: true })).toBe('wait');
  });

  it('redirects when there is no session, or the user or account has no id', () => {
    expect(decideGuard({ data: undefined, isPending: false, isFetching: false })).toBe('redirect');
    const noAccount = { ...me, account: { ...me.account, id: '' } };
    expect(decideGuard({ data: noAccount, isPending: false, isFetching: false })).toBe('redirect');
    const noUser = { ...me, user: { ...me.user, id: '' } };
    expect(decideGuard({ data: noUser, isPending: false, isFetching: false })).toBe('redirect');
  });
});
