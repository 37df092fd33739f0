import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

// A labelled one-line text of a balloon.
export function TextInput({ label, value, onChange }: Props) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="p-input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
