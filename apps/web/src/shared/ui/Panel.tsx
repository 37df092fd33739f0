import type { ReactNode } from 'react';
import { usePageTitle } from './PageTitleContext.ts';
import './panel.css';

interface Props {
  title: string;
  // The danger zone's title is drawn in the error colour.
  danger?: boolean;
  children: ReactNode;
}

// A titled box in the look of Ant Design's Card, named by its title as a region. Card carries Tabs
// (for a tab bar these pages never show) into every page that uses it. A title that only repeats
// the page's heading is not drawn again; the region keeps it as its name.
export function Panel({ title, danger = false, children }: Props) {
  const isPageTitle = usePageTitle() === title;
  return (
    <section aria-label={title} className={danger ? 'p-panel p-panel-danger' : 'p-panel'}>
      {!isPageTitle && <div className="p-panel-title">{title}</div>}
      <div className="p-panel-body">{children}</div>
    </section>
  );
}
