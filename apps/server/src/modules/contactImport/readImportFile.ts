import { readFile } from 'node:fs/promises';
import { contactImportLimits } from '@prosa/contracts';
import { decodeTextFile } from '@prosa/domain';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { hasUnstorableText } from '../../app/hasUnstorableText.ts';
import { type CsvRecord, readCsvRecords } from '../../app/readCsvRecords.ts';
import { readXlsxRows } from './readXlsxRows.ts';

export type ImportFileFormat = 'csv' | 'xlsx';

export interface ImportTable {
  header: CsvRecord;
  rows: CsvRecord[];
}

// An XLSX file is a zip archive: it starts with the local file header "PK\3\4".
const isZip = (content: Buffer) =>
  content.length >= 4 &&
  content[0] === 0x50 &&
  content[1] === 0x4b &&
  content[2] === 0x03 &&
  content[3] === 0x04;
// UTF-16 text is half zero bytes; only its BOM tells it from a binary file.
const isUtf16 = (content: Buffer) =>
  (content[0] === 0xff && content[1] === 0xfe) || (content[0] === 0xfe && content[1] === 0xff);
const looksLikeText = (content: Buffer) => isUtf16(content) || !content.subarray(0, 4096).includes(0);

// The upload's format from its name, checked against its first bytes: a renamed binary is refused
// rather than read as text.
export function importFileFormat(name: string, content: Buffer): ImportFileFormat {
  const extension = name.toLowerCase().split('.').at(-1);
  if (extension === 'xlsx' && isZip(content)) return 'xlsx';
  if (extension === 'csv' && !isZip(content) && looksLikeText(content)) return 'csv';
  throw new CatalogueError('contactImport.fileTypeInvalid');
}

const readRows = async (content: Buffer, format: ImportFileFormat) => {
  if (format === 'xlsx') return readXlsxRows(content);
  const records = readCsvRecords(decodeTextFile(content));
  if (!records) throw new CatalogueError('contactImport.fileUnreadable');
  return records;
};

// The header and data rows of a stored upload; an empty file, one over the row limit and one
// holding text the database cannot store (a NUL past the first bytes) are refused.
export async function readImportTable(content: Buffer, format: ImportFileFormat): Promise<ImportTable> {
  let rows: CsvRecord[];
  try {
    rows = await readRows(content, format);
  } catch (error) {
    throw error instanceof CatalogueError ? error : new CatalogueError('contactImport.fileUnreadable');
  }
  if (hasUnstorableText(rows)) throw new CatalogueError('generic.controlCharacter');
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw new CatalogueError('contactImport.fileEmpty');
  if (data.length > contactImportLimits.maxRows) throw new CatalogueError('contactImport.tooManyRows');
  return { header, rows: data };
}

export const readImportFile = async (path: string, format: ImportFileFormat) =>
  readImportTable(await readFile(path), format);
