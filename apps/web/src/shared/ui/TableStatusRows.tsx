interface Props {
  columns: number;
  isLoading: boolean;
  isEmpty: boolean;
  loadingText: string;
  emptyText: string;
}

// The one-cell rows a plain settings table shows while it loads and when it has nothing to list.
export function TableStatusRows({ columns, isLoading, isEmpty, loadingText, emptyText }: Props) {
  if (!isLoading && !isEmpty) return null;
  return (
    <tr>
      <td colSpan={columns}>{isLoading ? loadingText : emptyText}</td>
    </tr>
  );
}
