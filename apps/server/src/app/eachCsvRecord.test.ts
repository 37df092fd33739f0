import { describe, expect, it } from 'vitest';
import { CatalogueError } from './CatalogueError.ts';
import { eachCsvRecord } from './eachCsvRecord.ts';
import { readCsvRecords } from './readCsvRecords.ts';

const collect = async (text: string) => {
  const records = [];
  for await (const record of eachCsvRecord(text, 'knowledge.importUnreadable')) records.push(record);
  return records;
};

describe('eachCsvRecord', () => {
  // Long enough to cross the 64 KiB slices many times, with what a slice may cut: a CRLF, an emoji
  // (a surrogate pair), a quoted cell with line breaks, blank rows.
  const rows = Array.from({ length: 8000 }, (_, i) =>
    i % 7 === 0 ? '' : `Linha ${i};"texto 😀 ${i}\r\ncom quebra";${'é'.repeat(i % 13)}`,
  );
  const text = `\ufefftitle;intentions;response\r\n${rows.join('\r\n')}\r\n`;

  it('reads the records and their lines exactly as the whole-file reader does', async () => {
    expect(text.length).toBeGreaterThan(4 * 64 * 1024);
    const streamed = await collect(text);
    expect(streamed).toEqual(readCsvRecords(text));
    expect(streamed.some((record) => record.cells.some((cell) => cell.includes('\ufffd')))).toBe(false);
  });

  it('answers the importer’s own code for a quote never closed', async () => {
    const refusal = await collect('a,b\n"aberta,1\n').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CatalogueError);
    expect((refusal as CatalogueError).code).toBe('knowledge.importUnreadable');
  });
});
