import { useId, useState } from 'react';

interface Props {
  label: string;
  hint: string;
  separator: string;
  pairs: ReadonlyArray<readonly [string, string]>;
  onChange: (pairs: Array<[string, string]>) => void;
}

// Pairs written one a line ("name: value"), for HTTP headers and response mappings. The text is
// kept as typed; only complete lines reach the line's fields.
export function PairsInput({ label, hint, separator, pairs, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState(() => pairs.map(([a, b]) => `${a}${separator} ${b}`).join('\n'));
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="p-input"
        rows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const parsed: Array<[string, string]> = [];
          for (const row of event.target.value.split('\n')) {
            const at = row.indexOf(separator);
            if (at <= 0) continue;
            const name = row.slice(0, at).trim();
            if (name) parsed.push([name, row.slice(at + separator.length).trim()]);
          }
          onChange(parsed);
        }}
      />
      <div className="p-hint">{hint}</div>
    </div>
  );
}
