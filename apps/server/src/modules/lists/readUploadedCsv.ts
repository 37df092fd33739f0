import type { ErrorCode } from '@prosa/contracts';
import { decodeTextFile } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { hasUnstorableText } from '../../app/hasUnstorableText.ts';
import { type CsvRecord, readCsvRecords } from '../../app/readCsvRecords.ts';

export interface CsvTable {
  header: CsvRecord;
  rows: CsvRecord[];
}

// Each importer's own catalogue codes for a file it cannot use.
export interface CsvRefusals {
  fileEmpty: ErrorCode;
  fileUnreadable: ErrorCode;
  tooManyRows: ErrorCode;
}

// An uploaded or fetched CSV as its header and data rows, read as every importer reads one (the
// encoding decoded, the delimiter detected, blank rows skipped; app/readCsvRecords). An empty file,
// one past the row limit and one holding text the database cannot store are refused whole.
export function readUploadedCsv(content: Buffer, maxRows: number, refusals: CsvRefusals): CsvTable {
  if (content.length === 0) throw new CatalogueError(refusals.fileEmpty);
  const records = readCsvRecords(decodeTextFile(content));
  if (!records) throw new CatalogueError(refusals.fileUnreadable);
  if (hasUnstorableText(records)) throw new CatalogueError('generic.controlCharacter');
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw new CatalogueError(refusals.fileEmpty);
  if (rows.length > maxRows) throw new CatalogueError(refusals.tooManyRows);
  return { header, rows };
}

// The upload's name must say CSV and its first bytes must not be a binary file (an XLSX zip, an
// image): a renamed binary is refused rather than read as text.
export function isCsvUpload(fileName: string, content: Buffer) {
  const isUtf16 =
    (content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff);
  return /\.csv$/i.test(fileName) && (isUtf16 || !content.subarray(0, 4096).includes(0));
}
