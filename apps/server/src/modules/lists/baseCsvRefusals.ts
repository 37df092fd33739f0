import type { CsvRefusals } from './readUploadedCsv.ts';

export const baseCsvRefusals: CsvRefusals = {
  fileEmpty: 'bases.fileEmpty',
  fileUnreadable: 'bases.fileUnreadable',
  tooManyRows: 'bases.tooManyRows',
};
