// A value as a CSV cell. Spreadsheets run a cell starting with = + - or @ (or a tab or carriage
// return) as a formula, so such a cell gets a leading apostrophe (OWASP's "CSV injection" advice);
// the import takes that apostrophe off again. Cells with the delimiter, a quote or a line break
// are quoted.
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (values: string[]) => `${values.map(csvCell).join(',')}\r\n`;

// The import's side: "'=1" as exported reads back as "=1".
export const withoutFormulaGuard = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');
