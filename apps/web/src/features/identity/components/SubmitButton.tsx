import type { ReactNode } from 'react';

// The primary action of a login form; busy while the request is on its way.
export function SubmitButton({ isBusy, children }: { isBusy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="p-button p-button-primary p-button-block"
      disabled={isBusy}
      aria-busy={isBusy}
    >
      {children}
    </button>
  );
}
