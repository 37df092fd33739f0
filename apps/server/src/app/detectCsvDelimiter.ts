import { parse } from 'csv-parse/sync';
import { csvParseOptions } from './csvParseOptions.ts';

const candidates = [',', ';', '\t', '|'] as const;
const sampleLines = 50;
// csv-parse turns its whole input into bytes before reading a line: a 20 MB file read four times
// took 1.5 s. The first 50 lines fit in this unless a quoted cell runs on, and then the whole
// text is read. The sample ends at a line break, so its last row is whole.
const sampleLength = 64 * 1024;

const firstRecords = (text: string, delimiter: string) => {
  const options = { ...csvParseOptions(delimiter), to_line: sampleLines };
  const sample = text.length <= sampleLength ? text : text.slice(0, text.lastIndexOf('\n', sampleLength) + 1);
  try {
    return parse(sample || text, options) as string[][];
  } catch {
    return parse(text, options) as string[][];
  }
};

// The delimiter under which the first lines split most consistently: the share of rows with as
// many cells as the header, then the most columns. Counting characters in the header alone picked
// ';' for a comma file whose column titles hold semicolons; a delimiter that is really used gives
// every row the header's count. With no candidate making two columns, ',' (a one-column file).
export function detectCsvDelimiter(text: string): string {
  let best = { delimiter: ',', consistency: 0, columns: 1 };
  for (const delimiter of candidates) {
    let records: string[][];
    try {
      records = firstRecords(text, delimiter);
    } catch {
      continue;
    }
    const rows = records.filter((cells) => cells.some((cell) => cell.trim() !== ''));
    const columns = rows[0]?.length ?? 0;
    if (columns < 2) continue;
    const consistency = rows.filter((cells) => cells.length === columns).length / rows.length;
    if (consistency > best.consistency || (consistency === best.consistency && columns > best.columns))
      best = { delimiter, consistency, columns };
  }
  return best.delimiter;
}
