export interface CsvRecord {
  // The file line the record starts on (1-based), to point the user at it.
  line: number;
  fields: string[];
}

// RFC 4180 records: comma-separated, fields in double quotes may hold commas, line breaks and
// doubled quotes. A byte-order mark and blank lines are skipped. An unclosed quote runs to the end
// of the file, as spreadsheet programs read it.
export function readCsvRecords(text: string): CsvRecord[] {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (isQuoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
