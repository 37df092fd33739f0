import type { ErrorCode } from '@prosa/contracts';

export interface Caller {
  userId: string;
  level: number;
}
export interface Target {
  id: string;
  level: number;
  isOwner: boolean;
}
export type MemberChange = { kind: 'edit'; level: number } | { kind: 'deactivate' } | { kind: 'delete' };

// Who may change whom (lower level = more power). Nobody acts on someone with more power or grants
// more power than they hold; nobody locks themselves out; the account owner stays as they are,
// except that they may edit their own details. Answers the refusal's code, or null when allowed.
export function refuseMemberChange(caller: Caller, target: Target, change: MemberChange): ErrorCode | null {
  if (target.level < caller.level) return 'users.morePower';
  const isSelf = target.id === caller.userId;
  const changesLevel = change.kind !== 'edit' || change.level !== target.level;
  if (change.kind === 'edit' && change.level < caller.level) return 'users.morePower';
  if (isSelf && changesLevel) return 'users.selfLockout';
  if (target.isOwner && (!isSelf || changesLevel)) return 'users.ownerProtected';
  return null;
}

export const refuseGrant = (caller: Caller, level: number): ErrorCode | null =>
  level < caller.level ? 'users.morePower' : null;
