import { useId } from 'react';

interface Props {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  onChange: (value: number) => void;
}

// A labelled number of a line (an emptied box counts as 0; the save check names what is off).
export function NumberInput({ label, value, min, max, step, onChange }: Props) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        className="p-input"
        value={Number.isFinite(value) ? value : 0}
        min={min}
        max={max}
        step={step}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
