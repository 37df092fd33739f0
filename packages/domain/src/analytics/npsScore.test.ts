import { describe, expect, it } from 'vitest';
import { npsBand, npsScore } from './npsScore.ts';

describe('NPS', () => {
  it('puts 9–10 in promoters, 0–6 in detractors and 7–8 in passives', () => {
    const bands = Array.from({ length: 11 }, (_, score) => npsBand(score));
    expect(bands).toEqual([...Array(7).fill('detractor'), 'passive', 'passive', 'promoter', 'promoter']);
  });

  it('is the promoters’ percentage minus the detractors’, rounded, and null without answers', () => {
    expect(npsScore(0, 0, 0)).toBeNull();
    expect(npsScore(5, 0, 5)).toBe(100);
    expect(npsScore(0, 4, 4)).toBe(-100);
    expect(npsScore(2, 1, 4)).toBe(25);
    expect(npsScore(1, 1, 3)).toBe(0);
    expect(Object.is(npsScore(1, 2, 200), 0)).toBe(true);
    expect(npsScore(2, 1, 3)).toBe(33);
  });
});
