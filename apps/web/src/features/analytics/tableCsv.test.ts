import { describe, expect, it } from 'vitest';
import { formatDuration, tableCsv } from './tableCsv.ts';

describe('analytics table export', () => {
  it('writes the headers and a line per row, guarding formulas', () => {
    const csv = tableCsv(
      [
        { key: 'label', title: 'Canal', value: (row: { label: string; total: number }) => row.label },
        { key: 'total', title: 'Conversas', value: (row: { label: string; total: number }) => row.total },
      ],
      [
        { label: 'webchat', total: 3 },
        { label: '=HYPERLINK("x")', total: 1 },
      ],
    );
    expect(csv).toBe('"Canal","Conversas"\r\n"webchat","3"\r\n"\'=HYPERLINK(""x"")","1"\r\n');
  });

  it('shows durations as h:mm:ss', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(180_000)).toBe('0:03:00');
    expect(formatDuration(3_725_400)).toBe('1:02:05');
  });
});
