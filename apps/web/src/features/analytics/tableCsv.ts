import { csvLine } from '@prosa/domain';

export interface TableColumn<Row> {
  key: string;
  title: string;
  value: (row: Row) => string | number;
}

// A table as CSV (formula-safe cells), as shown: its headers, then a line per row.
export function tableCsv<Row>(columns: TableColumn<Row>[], rows: Row[]): string {
  return [
    csvLine(columns.map((column) => column.title)),
    ...rows.map((row) => csvLine(columns.map((column) => String(column.value(row))))),
  ].join('');
}

// h:mm:ss, for averages of first-response and handling times (none: an em dash).
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  const seconds = Math.round(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}
