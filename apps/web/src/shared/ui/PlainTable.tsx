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
// loads or has nothing to list, then the caller's rows.
export function PlainTable({ headers, isLoading, isEmpty, loadingText, emptyText, children }: Props) {
  return (
    <div className="p-table-wrap">
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
