import type { Options } from 'csv-parse/sync';

// How every CSV upload is read with csv-parse: RFC 4180 quoting, any of the three line endings
// (also mixed, as hand-edited files have), rows of any length (the importers report them), and a
// stray quote inside an unquoted cell kept as text, as spreadsheet programs read it.
export const csvParseOptions = (delimiter: string): Options => ({
  delimiter,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  relax_quotes: true,
});
