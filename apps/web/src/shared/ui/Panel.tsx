import type { ReactNode } from 'react';
import './panel.css';

interface Props {
  title: string;
  // The danger zone's title is drawn in the error colour.
  danger?: boolean;
  children: ReactNode;
}

// A titled box in the look of Ant Design's Card, named by its title as a region. Card carries Tabs
// (for a tab bar these pages never show) into every page that uses it.
export function Panel({ title, danger = false, children }: Props) {
  return (
    <section aria-label={title} className={danger ? 'p-panel p-panel-danger' : 'p-panel'}>
      <div className="p-panel-title">{title}</div>
      <div className="p-panel-body">{children}</div>
    </section>
  );
}
