import { describe, expect, it } from 'vitest';
import { type Attendee, canTakeByHand, hasAttendeeNow } from './canTakeByHand.ts';

const member: Attendee = {
  userId: 'a',
  online: true,
  checkedIn: false,
  open: 0,
  lastAssignedAt: null,
  level: 14,
  isDepartmentMember: true,
};
const rules = { maxAttendances: 5, checkIn: false };

describe('canTakeByHand', () => {
  it('counts an online attendant of the department under the maximum', () => {
    expect(canTakeByHand(member, rules)).toBe(true);
  });

  it('counts an online administrator who is not in the department', () => {
    expect(canTakeByHand({ ...member, level: 12, isDepartmentMember: false }, rules)).toBe(true);
  });

  it('leaves out a manager or attendant of another department', () => {
    expect(canTakeByHand({ ...member, level: 13, isDepartmentMember: false }, rules)).toBe(false);
  });

  it('leaves out whoever is away or offline, and whoever is at the maximum', () => {
    expect(canTakeByHand({ ...member, online: false }, rules)).toBe(false);
    expect(canTakeByHand({ ...member, level: 12, online: false }, rules)).toBe(false);
    expect(canTakeByHand({ ...member, open: 5 }, rules)).toBe(false);
    expect(canTakeByHand({ ...member, open: 50 }, { ...rules, maxAttendances: null })).toBe(true);
  });

  it('asks the department’s own attendants to be checked in when the department says so', () => {
    const checkIn = { ...rules, checkIn: true };
    expect(canTakeByHand(member, checkIn)).toBe(false);
    expect(canTakeByHand({ ...member, checkedIn: true }, checkIn)).toBe(true);
    expect(canTakeByHand({ ...member, level: 12 }, checkIn)).toBe(true);
  });

  it('answers whether anybody at all could take it', () => {
    expect(hasAttendeeNow([], rules)).toBe(false);
    expect(hasAttendeeNow([{ ...member, online: false }, member], rules)).toBe(true);
  });
});
