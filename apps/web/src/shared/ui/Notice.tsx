import type { ReactNode } from 'react';

interface Props {
  type: 'error' | 'success' | 'warning';
  title: string;
  children?: ReactNode;
}

// A message box announced to screen readers (role alert), in plain HTML (shared/ui/plain.css) so
// the light screens can use it.
export function Notice({ type, title, children }: Props) {
  return (
    <div role="alert" className={`p-notice p-notice-${type}`}>
      <div className="p-notice-title">{title}</div>
      {children}
    </div>
  );
}
