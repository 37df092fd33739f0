import { Readable } from 'node:stream';
import type { ErrorCode } from '@prosa/contracts';
import { parse } from 'csv-parse';
import { CatalogueError } from './CatalogueError.ts';
import { csvParseOptions } from './csvParseOptions.ts';
import { detectCsvDelimiter } from './detectCsvDelimiter.ts';
import type { CsvRecord } from './readCsvRecords.ts';

// Slices small enough that csv-parse never turns the whole text into bytes at once.
const sliceLength = 64 * 1024;

function* slicesOf(text: string) {
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + sliceLength, text.length);
    // Never between the two halves of a surrogate pair: each slice is encoded on its own.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

// An uploaded CSV's records one at a time, read as readCsvRecords reads them (delimiter detected,
// BOM dropped, blank rows skipped, each numbered by the line it starts on), for an importer that
// checks and writes as it goes, so it holds no more than the text and the batch it is writing.
// A file that is not CSV (a quote never closed) throws `unreadable` when the reading gets there.
export async function* eachCsvRecord(text: string, unreadable: ErrorCode): AsyncGenerator<CsvRecord> {
  const source = text.replace(/^\uFEFF/, '');
  const parser = Readable.from(slicesOf(source), { objectMode: false }).pipe(
    parse(csvParseOptions(detectCsvDelimiter(source))),
  );
  let line = 1;
  const lineBreaks = /\r\n|\r|\n/g;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (cells.some((cell) => cell.trim() !== '')) yield { line, cells };
      line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(lineBreaks)?.length ?? 0), 0);
    }
  } catch (error) {
    if (error instanceof CatalogueError) throw error;
    throw Object.assign(new CatalogueError(unreadable), { cause: error });
  } finally {
    parser.destroy();
  }
}
