import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Candidate, chooseAttendant, type Distribution } from './chooseAttendant.ts';

const person = (userId: string, more: Partial<Candidate> = {}): Candidate => ({
  userId,
  online: true,
  checkedIn: true,
  open: 0,
  lastAssignedAt: null,
  ...more,
});
const rules = (distribution: Distribution, more: { maxAttendances?: number; checkIn?: boolean } = {}) => ({
  distribution,
  maxAttendances: 3,
  checkIn: false,
  ...more,
});

describe('chooseAttendant', () => {
  it('assigns nobody when the department distributes nothing', () => {
    expect(chooseAttendant([person('a')], rules('none'))).toBeNull();
  });

  it('assigns nobody when there are no candidates', () => {
    expect(chooseAttendant([], rules('balancing'))).toBeNull();
  });

  it('skips attendants who are offline, full or (with check-in) not checked in', () => {
    const people = [
      person('a', { online: false }),
      person('b', { open: 3 }),
      person('c', { open: 4 }),
      person('d', { checkedIn: false }),
    ];
    expect(chooseAttendant(people, rules('balancing', { checkIn: true }))).toBeNull();
    expect(chooseAttendant(people, rules('balancing'))).toBe('d');
  });

  it('assigns nobody when the maximum is zero', () => {
    expect(chooseAttendant([person('a')], rules('sequential', { maxAttendances: 0 }))).toBeNull();
  });

  it('balancing: gives it to whoever has the fewest open, ties by user id', () => {
    const people = [person('c', { open: 1 }), person('b', { open: 2 }), person('a', { open: 1 })];
    expect(chooseAttendant(people, rules('balancing'))).toBe('a');
    expect(chooseAttendant([person('z', { open: 0 }), ...people], rules('balancing'))).toBe('z');
  });

  it('balancing: ignores when each was last assigned', () => {
    const people = [person('b', { lastAssignedAt: null }), person('a', { lastAssignedAt: 100 })];
    expect(chooseAttendant(people, rules('balancing'))).toBe('a');
  });

  it('autoBalance: fewest open, ties by the longest wait, never assigned first', () => {
    const people = [
      person('a', { open: 1, lastAssignedAt: 10 }),
      person('b', { open: 1, lastAssignedAt: 5 }),
      person('c', { open: 2, lastAssignedAt: null }),
    ];
    expect(chooseAttendant(people, rules('autoBalance'))).toBe('b');
    expect(chooseAttendant([...people, person('d', { open: 1 })], rules('autoBalance'))).toBe('d');
    expect(chooseAttendant([person('f', { open: 1 }), person('e', { open: 1 })], rules('autoBalance'))).toBe(
      'e',
    );
  });

  it('sequential: goes round, to whoever was assigned longest ago, never assigned first', () => {
    const people = [
      person('a', { open: 0, lastAssignedAt: 30 }),
      person('b', { open: 2, lastAssignedAt: 10 }),
      person('c', { open: 1, lastAssignedAt: 20 }),
    ];
    expect(chooseAttendant(people, rules('sequential'))).toBe('b');
    expect(chooseAttendant([...people, person('d', { open: 2 })], rules('sequential'))).toBe('d');
    expect(chooseAttendant([person('y'), person('x')], rules('sequential'))).toBe('x');
    expect(
      chooseAttendant(
        [person('y', { lastAssignedAt: 7 }), person('x', { lastAssignedAt: 7 })],
        rules('sequential'),
      ),
    ).toBe('x');
  });

  it('sequential: visits everyone in turn when each assignment is recorded', () => {
    const people = [person('a'), person('b'), person('c')];
    const seen: string[] = [];
    for (let now = 1; now <= 6; now++) {
      const chosen = chooseAttendant(people, rules('sequential', { maxAttendances: 99 }));
      seen.push(chosen as string);
      const who = people.find((p) => p.userId === chosen) as Candidate;
      who.lastAssignedAt = now;
    }
    expect(seen).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  const candidate = fc.record({
    userId: fc.string({ minLength: 1, maxLength: 4 }),
    online: fc.boolean(),
    checkedIn: fc.boolean(),
    open: fc.integer({ min: 0, max: 6 }),
    lastAssignedAt: fc.option(fc.integer({ min: 0, max: 1000 })),
  });
  const anyRules = fc.record({
    distribution: fc.constantFrom<Distribution>('none', 'balancing', 'autoBalance', 'sequential'),
    maxAttendances: fc.integer({ min: 0, max: 6 }),
    checkIn: fc.boolean(),
  });
  const eligible = (c: Candidate, r: { maxAttendances: number; checkIn: boolean }) =>
    c.online && c.open < r.maxAttendances && (!r.checkIn || c.checkedIn);

  it('never returns someone at or over the maximum, offline, or not checked in when required', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 8 }), anyRules, (people, r) => {
        const chosen = chooseAttendant(people, r);
        if (chosen === null) return;
        expect(people.some((p) => p.userId === chosen && eligible(p, r))).toBe(true);
      }),
    );
  });

  it('returns someone whenever a distributing department has an eligible candidate', () => {
    fc.assert(
      fc.property(fc.array(candidate, { maxLength: 8 }), anyRules, (people, r) => {
        const anyone = r.distribution !== 'none' && people.some((p) => eligible(p, r));
        expect(chooseAttendant(people, r) !== null).toBe(anyone);
      }),
    );
  });

  it('does not depend on the order of the candidates', () => {
    const unique = fc.uniqueArray(candidate, { selector: (c) => c.userId, maxLength: 8 });
    fc.assert(
      fc.property(unique, anyRules, (people, r) => {
        expect(chooseAttendant([...people].reverse(), r)).toBe(chooseAttendant(people, r));
      }),
    );
  });

  it('balancing and autoBalance pick someone with the fewest open among the eligible', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 8 }),
        anyRules,
        fc.constantFrom<Distribution>('balancing', 'autoBalance'),
        (people, r, distribution) => {
          const chosen = chooseAttendant(people, { ...r, distribution });
          const pool = people.filter((p) => eligible(p, r));
          if (chosen === null) {
            expect(pool).toHaveLength(0);
            return;
          }
          const fewest = Math.min(...pool.map((p) => p.open));
          expect(pool.some((p) => p.userId === chosen && p.open === fewest)).toBe(true);
        },
      ),
    );
  });
});
