// The CSV cells are written by @prosa/domain's csvCell (the panel's downloads use it too).
export { csvCell, csvLine } from '@prosa/domain';

const guardedStart = /(?<=^|[,;\t\r\n|])'(?=[=+\-@\t\r])/g;

// The import's side: the apostrophes the export added are taken off again ("'=1" reads as "=1").
export const withoutFormulaGuard = (cell: string) => cell.replace(guardedStart, '');
