// Every CSV Prosa writes (the server's exports and the panel's table downloads) goes through here
// (OWASP "CSV injection"). A spreadsheet runs a cell starting with = + - @ (or a tab or carriage
// return) as a formula, so such a start gets a leading apostrophe. A start after a separator is
// guarded too: a program that splits on another delimiter than ours (Brazilian Excel splits on ';')
// or ignores the quotes would see `x;=1+1` as two cells, the second a formula. Every cell is quoted,
// so our own delimiter and line breaks stay inside it.
const formulaStart = /(?<=^|[,;\t\r\n|])(?=[=+\-@\t\r])/g;

// Most cells hold none of those characters nor a quote: they skip both replacements (an export
// writes millions of cells).
const formulaCharacter = /[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const guarded = formulaCharacter.test(value) ? value.replace(formulaStart, "'") : value;
  return `"${guarded.includes('"') ? guarded.replace(/"/g, '""') : guarded}"`;
}

export const csvLine = (values: string[]) => `${values.map(csvCell).join(',')}\r\n`;
