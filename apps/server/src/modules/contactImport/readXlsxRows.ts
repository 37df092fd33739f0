import ExcelJS from 'exceljs';
import type { CsvRecord } from '../../app/readCsvRecords.ts';

// A cell as the text a person sees: dates as yyyy-mm-dd (what the date fields take), formulas by
// their result, links and rich text by their text.
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String((value as ExcelJS.CellHyperlinkValue).text ?? '');
  if ('error' in value) return '';
  return '';
}

// The first worksheet's rows, blank ones dropped, each with its row number.
export async function readXlsxRows(content: Buffer): Promise<CsvRecord[]> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types the buffer as its own Buffer interface; Node's is what it reads.
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell.trim() !== '')) rows.push({ line: rowNumber, cells: filled });
  });
  return rows;
}
