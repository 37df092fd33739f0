import { describe, expect, it } from 'vitest';
import { refuseGrant, refuseMemberChange } from './refuseMemberChange.ts';

const admin = { userId: 'admin', level: 12 };
const manager = { userId: 'manager', level: 13 };
const member = (id: string, level: number, isOwner = false) => ({ id, level, isOwner });

describe('refuseMemberChange', () => {
  it('lets an administrator edit, deactivate and delete a member with less or the same power', () => {
    for (const target of [member('a', 14), member('b', 12)]) {
      expect(refuseMemberChange(admin, target, { kind: 'edit', level: 15 })).toBeNull();
      expect(refuseMemberChange(admin, target, { kind: 'deactivate' })).toBeNull();
      expect(refuseMemberChange(admin, target, { kind: 'delete' })).toBeNull();
    }
  });

  it('refuses any change to someone with more power', () => {
    for (const change of [{ kind: 'edit', level: 13 }, { kind: 'deactivate' }, { kind: 'delete' }] as const)
      expect(refuseMemberChange(manager, member('a', 12), change)).toBe('users.morePower');
  });

  it('refuses to grant a level above the caller’s own', () => {
    expect(refuseMemberChange(manager, member('a', 14), { kind: 'edit', level: 12 })).toBe('users.morePower');
    expect(refuseGrant(manager, 12)).toBe('users.morePower');
    expect(refuseGrant(manager, 13)).toBeNull();
  });

  it('lets callers edit their own details but not their level, nor deactivate or delete themselves', () => {
    const self = member('admin', 12);
    expect(refuseMemberChange(admin, self, { kind: 'edit', level: 12 })).toBeNull();
    expect(refuseMemberChange(admin, self, { kind: 'edit', level: 13 })).toBe('users.selfLockout');
    expect(refuseMemberChange(admin, self, { kind: 'deactivate' })).toBe('users.selfLockout');
    expect(refuseMemberChange(admin, self, { kind: 'delete' })).toBe('users.selfLockout');
  });

  it('protects the account owner from everyone else, and lets the owner edit only their details', () => {
    const owner = member('owner', 12, true);
    expect(refuseMemberChange(admin, owner, { kind: 'edit', level: 12 })).toBe('users.ownerProtected');
    expect(refuseMemberChange(admin, owner, { kind: 'deactivate' })).toBe('users.ownerProtected');
    expect(refuseMemberChange(admin, owner, { kind: 'delete' })).toBe('users.ownerProtected');
    const asOwner = { userId: 'owner', level: 12 };
    expect(refuseMemberChange(asOwner, owner, { kind: 'edit', level: 12 })).toBeNull();
    expect(refuseMemberChange(asOwner, owner, { kind: 'edit', level: 13 })).toBe('users.selfLockout');
  });
});
