import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}

// A labelled multi-line text of a balloon.
export function TextArea({ label, value, onChange, rows = 2 }: Props) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="p-input"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
