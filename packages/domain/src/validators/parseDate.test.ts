import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, parseDate } from './parseDate.ts';

const date = fc
  .record({
    year: fc.integer({ min: 1000, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => day <= daysInMonth(year, month));
const pad = (n: number) => String(n).padStart(2, '0');

describe('parseDate', () => {
  it('reads the customer language order and ISO', () => {
    expect(parseDate('03/04/2025', 'pt-BR')).toBe('2025-04-03');
    expect(parseDate('03/04/2025', 'es')).toBe('2025-04-03');
    expect(parseDate('03/04/2025', 'en-US')).toBe('2025-03-04');
    expect(parseDate('3-4-2025')).toBe('2025-04-03');
    expect(parseDate('2025-04-03', 'en-US')).toBe('2025-04-03');
    expect(parseDate('29/02/2024')).toBe('2024-02-29');
  });

  it('refuses impossible dates, two-digit years and mixed separators', () => {
    for (const text of [
      '29/02/2025',
      '31/04/2025',
      '00/01/2025',
      '01/13/2025',
      '03/04/25',
      '03/04-2025',
      '2025-02-30',
      'amanhã',
      '',
    ])
      expect(parseDate(text), text).toBeNull();
    expect(parseDate('29/02/1900')).toBeNull();
    expect(parseDate('29/02/2000')).toBe('2000-02-29');
  });

  it('reads every real date back in all three languages', () => {
    fc.assert(
      fc.property(date, fc.constantFrom('/', '-', '.'), ({ year, month, day }, separator) => {
        const iso = `${year}-${pad(month)}-${pad(day)}`;
        expect(parseDate(`${pad(day)}${separator}${pad(month)}${separator}${year}`, 'pt-BR')).toBe(iso);
        expect(parseDate(`${day}${separator}${month}${separator}${year}`, 'es')).toBe(iso);
        expect(parseDate(`${month}${separator}${day}${separator}${year}`, 'en-US')).toBe(iso);
        expect(parseDate(iso, 'en-US')).toBe(iso);
      }),
    );
  });

  it('matches the calendar of Date for every day number', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const probe = new Date(Date.UTC(2000, month - 1, day));
          probe.setUTCFullYear(year);
          const isReal = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
          expect(parseDate(`${pad(day)}/${pad(month)}/${year}`) !== null).toBe(isReal);
        },
      ),
    );
  });
});
