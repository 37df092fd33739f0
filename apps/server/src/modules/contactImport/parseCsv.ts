// A CSV file as rows of cells (RFC 4180): quoted cells may hold the delimiter, line breaks and
// doubled quotes; lines end in CRLF or LF; a leading UTF-8 BOM is dropped. Spreadsheets saved in
// Brazilian locales separate with ';', so the delimiter is whichever of ',' ';' or tab the header
// line (outside quotes) uses most. Fully blank lines are dropped; each row keeps its line number in
// the file (the header is 1) so errors point at what a spreadsheet shows.
export interface CsvRow {
  line: number;
  cells: string[];
}

export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export function parseCsv(input: string): CsvRow[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let rowLine = 1;
  let index = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"' && cell === '') {
      // A quoted cell: up to the closing quote, "" being a quote inside it.
      index += 1;
      let start = index;
      let quoted = '';
      while (index < text.length) {
        const next = text.indexOf('"', index);
        if (next === -1) {
          quoted += text.slice(start);
          index = text.length;
          break;
        }
        if (text[next + 1] === '"') {
          quoted += `${text.slice(start, next)}"`;
          index = next + 2;
          start = index;
          continue;
        }
        quoted += text.slice(start, next);
        index = next + 1;
        break;
      }
      for (const c of quoted) if (c === '\n') line += 1;
      cell = quoted;
      // Text after the closing quote (malformed, but seen in the wild) stays in the cell.
      while (
        index < text.length &&
        text[index] !== delimiter &&
        text[index] !== '\n' &&
        text[index] !== '\r'
      ) {
        cell += text[index];
        index += 1;
      }
      continue;
    }
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
      index += 1;
      continue;
    }
    if (char === '\r' || char === '\n') {
      endRow();
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line += 1;
      rowLine = line;
      continue;
    }
    // A run of plain characters in one slice: much faster than char by char on large files.
    let end = index;
    while (end < text.length && text[end] !== delimiter && text[end] !== '\n' && text[end] !== '\r') end += 1;
    cell += text.slice(index, end);
    index = end;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
