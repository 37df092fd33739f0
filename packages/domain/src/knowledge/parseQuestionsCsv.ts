const questionCsvColumns = ['title', 'intentions', 'response'] as const;

export interface QuestionCsvRow {
  line: number;
  title: string;
  // As written: "word:weight;word:weight" (parseIntentionList reads it).
  intentions: string;
  response: string;
}

// A CSV record as the server's reader gives it: the file line it starts on, and its cells.
export interface QuestionCsvRecord {
  line: number;
  cells: string[];
}

// Where each column of a question import file is, read from its header: the columns title,
// intentions and response in any order and any case. Null when one is missing.
export interface QuestionCsvColumns {
  count: number;
  title: number;
  intentions: number;
  response: number;
}

export function readQuestionCsvHeader(cells: readonly string[]): QuestionCsvColumns | null {
  const names = cells.map((name) => name.trim().toLowerCase());
  const [title = -1, intentions = -1, response = -1] = questionCsvColumns.map((column) =>
    names.indexOf(column),
  );
  if (title < 0 || intentions < 0 || response < 0) return null;
  return { count: names.length, title, intentions, response };
}

// One record below the header as a question row; null when it has another number of fields than
// the header (the caller reports its line). Its contents are checked by the caller.
export function readQuestionCsvRow(
  { line, cells }: QuestionCsvRecord,
  columns: QuestionCsvColumns,
): QuestionCsvRow | null {
  if (cells.length !== columns.count) return null;
  return {
    line,
    title: cells[columns.title] ?? '',
    intentions: cells[columns.intentions] ?? '',
    response: cells[columns.response] ?? '',
  };
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
