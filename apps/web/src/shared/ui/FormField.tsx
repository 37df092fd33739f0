import type { ReactNode } from 'react';

interface Props {
  // The id of the control inside, so the label names it.
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  children: ReactNode;
}

// A labelled field with its hint and error, in plain HTML (shared/ui/plain.css).
export function FormField({ id, label, error, hint, children }: Props) {
  return (
    <div className="p-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <div className="p-hint">{hint}</div>}
      {error && (
        <div role="alert" className="p-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
