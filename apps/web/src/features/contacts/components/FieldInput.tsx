import type { CrmField } from '@prosa/contracts';
import { Input } from 'antd';
import { applyFieldMask } from '../applyFieldMask.ts';
import { PhoneInput } from './PhoneInput.tsx';

interface Props {
  id: string;
  field: CrmField;
  // The field's name as the form shows it (default fields translated).
  label: string;
  value: string;
  disabled: boolean;
  invalid: boolean;
  onChange: (value: string) => void;
}

const inputTypes: Partial<Record<CrmField['type'], string>> = {
  email: 'email',
  url: 'url',
  date: 'date',
  image: 'url',
  file: 'url',
};

// One field's control by its type. Values stay strings: dates as YYYY-MM-DD, phones in
// international form, documents with their masks.
export function FieldInput({ id, field, label, value, disabled, invalid, onChange }: Props) {
  const common = { id, disabled, 'aria-invalid': invalid, placeholder: field.placeholder || undefined };
  switch (field.type) {
    case 'largeText':
      return (
        <Input.TextArea
          {...common}
          rows={3}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'phone':
      return (
        <PhoneInput
          id={id}
          label={label}
          value={value}
          disabled={disabled}
          invalid={invalid}
          placeholder={field.placeholder || undefined}
          onChange={onChange}
        />
      );
    case 'list':
      return (
        <select
          id={id}
          className="p-input"
          disabled={disabled}
          aria-invalid={invalid}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="" />
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      );
    case 'number':
    case 'decimal':
    case 'currency':
      return (
        <Input
          {...common}
          inputMode={field.type === 'number' ? 'numeric' : 'decimal'}
          prefix={field.type === 'currency' && field.currency ? field.currency : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    default:
      return (
        <Input
          {...common}
          type={inputTypes[field.type] ?? 'text'}
          value={value}
          onChange={(event) => onChange(applyFieldMask(field, event.target.value))}
        />
      );
  }
}
