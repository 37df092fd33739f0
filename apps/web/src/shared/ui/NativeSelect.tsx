interface Option<V> {
  value: V;
  label: string;
}

interface Props<V> {
  // Form.Item passes id, value and onChange; the options keep their own types (numbers, null).
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  options: Option<V>[];
  disabled?: boolean;
  'aria-label'?: string;
}

// The browser's own select: light, keyboard- and screen-reader-friendly, with typed values.
export function NativeSelect<V>({ id, value, onChange, options, disabled, 'aria-label': label }: Props<V>) {
  const selected = options.findIndex((option) => option.value === value);
  return (
    <select
      id={id}
      className="p-input"
      aria-label={label}
      disabled={disabled}
      value={selected === -1 ? '' : String(selected)}
      onChange={(event) => {
        const option = options[Number(event.target.value)];
        if (option) onChange?.(option.value);
      }}
    >
      {selected === -1 && <option value="" disabled hidden />}
      {options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position (its value is the index); labels may repeat
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
