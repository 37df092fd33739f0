import { Input } from 'antd';
import { useEffect, useState } from 'react';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

// One end of the monetary range, typed as the customer writes money ("10,50", "R$ 1.000"; the
// server reads it, spec core.md §5). The search changes on Enter or when the field is left, not at
// each key, so a half-typed amount never asks the server.
export function MoneyFilter({ label, placeholder, value, onChange }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text.trim() !== value) onChange(text.trim());
  };
  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      allowClear
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        // The clear button empties the field at once: search without this end of the range.
        if (event.type !== 'change' && event.target.value === '') onChange('');
      }}
      onPressEnter={commit}
      onBlur={commit}
      className="conversations-money"
    />
  );
}
