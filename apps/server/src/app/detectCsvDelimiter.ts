import { parse } from 'csv-parse/sync';
import { csvParseOptions } from './csvParseOptions.ts';

const candidates = [',', ';', '\t', '|'] as const;
const sampleLines = 50;

// The delimiter under which the first lines split most consistently: the share of rows with as
// many cells as the header, then the most columns. Counting characters in the header alone picked
// ';' for a comma file whose column titles hold semicolons; a delimiter that is really used gives
// every row the header's count. With no candidate making two columns, ',' (a one-column file).
export function detectCsvDelimiter(text: string): string {
  let best = { delimiter: ',', consistency: 0, columns: 1 };
  for (const delimiter of candidates) {
    let records: string[][];
    try {
      records = parse(text, { ...csvParseOptions(delimiter), to_line: sampleLines });
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
