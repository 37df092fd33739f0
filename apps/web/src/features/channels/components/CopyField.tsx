import { useId } from 'react';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';

interface Props {
  label: string;
  value: string;
  // The copy button's accessible name (e.g. "Copy the webhook URL of WhatsApp Demo").
  copyLabel: string;
  rows?: number;
}

// A value to paste elsewhere: read-only, selectable, with its copy button.
export function CopyField({ label, value, copyLabel, rows }: Props) {
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea id={id} className="p-input channels-code" readOnly rows={rows} value={value} />
      ) : (
        <input id={id} className="p-input channels-code" readOnly value={value} />
      )}
      <CopyButton text={value} label={copyLabel} />
    </div>
  );
}
