import type { ReactNode } from 'react';

interface Props {
  headers: string[];
  isLoading: boolean;
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
  children: ReactNode;
}

// A plain settings table (lighter than Ant Design's Table): its column headers, one row saying it
// loads or has nothing to list, then the caller's rows. A table wider than its pane scrolls
// sideways inside its wrapper, which keyboard users reach with Tab to scroll it (WCAG 2.1.1; axe's
// scrollable-region-focusable) — rows without links or buttons leave nothing else to focus.
export function PlainTable({ headers, isLoading, isEmpty, loadingText, emptyText, children }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard's focus
    <div className="p-table-wrap" tabIndex={0}>
      <table className="p-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(isLoading || isEmpty) && (
            <tr>
              <td colSpan={headers.length}>{isLoading ? loadingText : emptyText}</td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
