import { describe, expect, it } from 'vitest';
import { templateQualityOf, templateStatusOf } from './templateStatusOf.ts';

describe('a provider’s template state', () => {
  it('maps Cloud’s words to the spec’s states, whatever their case', () => {
    expect(templateStatusOf('APPROVED')).toBe('approved');
    expect(templateStatusOf('REINSTATED')).toBe('approved');
    expect(templateStatusOf('rejected')).toBe('rejected');
    expect(templateStatusOf('PENDING_DELETION')).toBe('deleted');
    expect(templateStatusOf('IN_APPEAL')).toBe('pending');
    expect(templateStatusOf('PAUSED')).toBe('paused');
    expect(templateStatusOf('DISABLED')).toBe('disabled');
    expect(templateStatusOf('FLAGGED')).toBeNull();
  });

  it('keeps only the qualities the spec shows', () => {
    expect(templateQualityOf('GREEN')).toBeNull();
    expect(templateQualityOf('UNKNOWN')).toBeNull();
    expect(templateQualityOf(undefined)).toBeNull();
    expect(templateQualityOf('YELLOW')).toBe('warning');
    expect(templateQualityOf('RED')).toBe('blocked');
  });
});
