import { parse } from 'csv-parse/sync';
import { csvParseOptions } from './csvParseOptions.ts';
import { detectCsvDelimiter } from './detectCsvDelimiter.ts';

export interface CsvRecord {
  // The file line the record starts on (the header is 1), so errors point at what a spreadsheet
  // shows.
  line: number;
  cells: string[];
}

const lineBreaks = /\r\n|\r|\n/g;

// An uploaded CSV's records, for every importer (CRM contacts, knowledge questions): read by
// csv-parse with the delimiter detected (detectCsvDelimiter), a leading BOM dropped, blank rows
// skipped. The text is already decoded (decodeTextFile). Null when it is not CSV (a quote never
// closed), which each importer names with its own catalogue code.
export function readCsvRecords(text: string): CsvRecord[] | null {
  const source = text.replace(/^\uFEFF/, '');
  let records: string[][];
  try {
    records = parse(source, csvParseOptions(detectCsvDelimiter(source)));
  } catch {
    return null;
  }
  // csv-parse's own line info costs three times the parse; every record ends in exactly one line
  // break, so its first line is the previous one's plus the breaks inside that one's quoted cells.
  const read: CsvRecord[] = [];
  let line = 1;
  for (const cells of records) {
    if (cells.some((cell) => cell.trim() !== '')) read.push({ line, cells });
    line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(lineBreaks)?.length ?? 0), 0);
  }
  return read;
}
