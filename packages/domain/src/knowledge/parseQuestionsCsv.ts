const questionCsvColumns = ['title', 'intentions', 'response'] as const;

export interface QuestionCsvRow {
  line: number;
  title: string;
  // As written: "word:weight;word:weight" (parseIntentionList reads it).
  intentions: string;
  response: string;
}

export type QuestionCsv =
  | { isValid: true; rows: QuestionCsvRow[]; badLines: number[] }
  | { isValid: false; problem: 'empty' | 'header' };

// A CSV record as the server's reader gives it: the file line it starts on, and its cells.
export interface QuestionCsvRecord {
  line: number;
  cells: string[];
}

// A question import file's records: a header naming the columns title, intentions and response
// (any order, any case), then one question per record. Records with another number of fields go
// to `badLines`; the rows' contents are checked by the caller against the question rules.
export function parseQuestionsCsv(fileRecords: QuestionCsvRecord[]): QuestionCsv {
  const [header, ...records] = fileRecords;
  if (!header) return { isValid: false, problem: 'empty' };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const positions = questionCsvColumns.map((column) => names.indexOf(column));
  const [titleAt, intentionsAt, responseAt] = positions;
  if (
    titleAt === undefined ||
    intentionsAt === undefined ||
    responseAt === undefined ||
    positions.includes(-1)
  )
    return { isValid: false, problem: 'header' };
  if (records.length === 0) return { isValid: false, problem: 'empty' };
  const rows: QuestionCsvRow[] = [];
  const badLines: number[] = [];
  for (const { line, cells } of records) {
    if (cells.length !== names.length) badLines.push(line);
    else
      rows.push({
        line,
        title: cells[titleAt] ?? '',
        intentions: cells[intentionsAt] ?? '',
        response: cells[responseAt] ?? '',
      });
  }
  return { isValid: true, rows, badLines };
}

// "word:weight;word:weight" into its pairs; null when a pair has no colon or a weight that is not a
// whole number, so the row is refused instead of guessed. Empty pairs (a trailing ";") are skipped.
export function parseIntentionList(text: string): Array<{ word: string; weight: number }> | null {
  const pairs = text
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '');
  const intentions: Array<{ word: string; weight: number }> = [];
  for (const pair of pairs) {
    const colon = pair.lastIndexOf(':');
    const weight = pair.slice(colon + 1).trim();
    if (colon < 0 || !/^\d+$/.test(weight)) return null;
    intentions.push({ word: pair.slice(0, colon).trim(), weight: Number(weight) });
  }
  return intentions;
}
