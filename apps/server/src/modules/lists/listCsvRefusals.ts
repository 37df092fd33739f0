import type { CsvRefusals } from './readUploadedCsv.ts';

export const listCsvRefusals: CsvRefusals = {
  fileEmpty: 'lists.fileEmpty',
  fileUnreadable: 'lists.fileUnreadable',
  tooManyRows: 'lists.tooManyRows',
};
