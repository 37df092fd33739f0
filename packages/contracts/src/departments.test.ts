import { describe, expect, it } from 'vitest';
import { findDepartmentRuleBreak } from './departments.ts';

const off = {
  checkIn: false,
  forcePass: false,
  queue: false,
  queuePositionBroadcast: false,
  distribution: 'none' as const,
};

describe('findDepartmentRuleBreak', () => {
  it('accepts a department with every switch off', () => {
    expect(findDepartmentRuleBreak(off)).toBeNull();
  });

  it('accepts force pass and the queue broadcast with the queue and a distribution', () => {
    for (const distribution of ['balancing', 'autoBalance', 'sequential'] as const)
      expect(
        findDepartmentRuleBreak({
          ...off,
          forcePass: true,
          queuePositionBroadcast: true,
          queue: true,
          distribution,
        }),
      ).toBeNull();
  });

  it('refuses force pass without the queue or without a distribution', () => {
    expect(findDepartmentRuleBreak({ ...off, forcePass: true, distribution: 'balancing' })).toBe(
      'team.departmentForcePassNeedsQueue',
    );
    expect(findDepartmentRuleBreak({ ...off, forcePass: true, queue: true })).toBe(
      'team.departmentForcePassNeedsQueue',
    );
  });

  it('refuses the queue broadcast without the queue or without a distribution', () => {
    expect(
      findDepartmentRuleBreak({ ...off, queuePositionBroadcast: true, distribution: 'sequential' }),
    ).toBe('team.departmentBroadcastNeedsQueue');
    expect(findDepartmentRuleBreak({ ...off, queuePositionBroadcast: true, queue: true })).toBe(
      'team.departmentBroadcastNeedsQueue',
    );
  });

  it('refuses force pass together with check-in, even when the queue is ready', () => {
    expect(
      findDepartmentRuleBreak({
        ...off,
        forcePass: true,
        checkIn: true,
        queue: true,
        distribution: 'balancing',
      }),
    ).toBe('team.departmentForcePassWithCheckIn');
  });

  it('accepts check-in alone', () => {
    expect(findDepartmentRuleBreak({ ...off, checkIn: true })).toBeNull();
  });
});
