import type { ReactNode } from 'react';

// A group of settings named by its legend, so screen readers announce the group with each control.
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="live-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
