import { readFile } from 'node:fs/promises';
import { contactImportLimits } from '@prosa/contracts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { type CsvRow, parseCsv } from './parseCsv.ts';
import { readXlsxRows } from './readXlsxRows.ts';

export type ImportFileFormat = 'csv' | 'xlsx';

export interface ImportTable {
  header: CsvRow;
  rows: CsvRow[];
}

// An XLSX file is a zip archive: it starts with the local file header "PK\3\4".
const isZip = (content: Buffer) =>
  content.length >= 4 &&
  content[0] === 0x50 &&
  content[1] === 0x4b &&
  content[2] === 0x03 &&
  content[3] === 0x04;

// The upload's format from its name, checked against its first bytes: a renamed binary is refused
// rather than read as text.
export function importFileFormat(name: string, content: Buffer): ImportFileFormat {
  const extension = name.toLowerCase().split('.').at(-1);
  if (extension === 'xlsx' && isZip(content)) return 'xlsx';
  if (extension === 'csv' && !isZip(content) && !content.subarray(0, 4096).includes(0)) return 'csv';
  throw new CatalogueError('contactImport.fileTypeInvalid');
}

// The header and data rows of a stored upload; an empty file or one over the row limit is refused.
export async function readImportTable(content: Buffer, format: ImportFileFormat): Promise<ImportTable> {
  let rows: CsvRow[];
  try {
    rows = format === 'csv' ? parseCsv(content.toString('utf8')) : await readXlsxRows(content);
  } catch {
    throw new CatalogueError('contactImport.fileUnreadable');
  }
  const [header, ...data] = rows;
  if (!header || data.length === 0) throw new CatalogueError('contactImport.fileEmpty');
  if (data.length > contactImportLimits.maxRows) throw new CatalogueError('contactImport.tooManyRows');
  return { header, rows: data };
}

export const readImportFile = async (path: string, format: ImportFileFormat) =>
  readImportTable(await readFile(path), format);
