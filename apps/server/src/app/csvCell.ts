// Every CSV the server writes goes through here (OWASP "CSV injection"). A spreadsheet runs a cell
// starting with = + - @ (or a tab or carriage return) as a formula, so such a start gets a leading
// apostrophe. A start after a separator is guarded too: a program that splits on another delimiter
// than ours (Brazilian Excel splits on ';') or ignores the quotes would see `x;=1+1` as two cells,
// the second a formula. Every cell is quoted, so our own delimiter and line breaks stay inside it.
const formulaStart = /(?<=^|[,;\t\r\n|])(?=[=+\-@\t\r])/g;
const guardedStart = /(?<=^|[,;\t\r\n|])'(?=[=+\-@\t\r])/g;

export function csvCell(value: string): string {
  return `"${value.replace(formulaStart, "'").replace(/"/g, '""')}"`;
}

export const csvLine = (values: string[]) => `${values.map(csvCell).join(',')}\r\n`;

// The import's side: the apostrophes the export added are taken off again ("'=1" reads as "=1").
export const withoutFormulaGuard = (cell: string) => cell.replace(guardedStart, '');
