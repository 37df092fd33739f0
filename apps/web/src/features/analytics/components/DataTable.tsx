import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { type TableColumn, tableCsv } from '../tableCsv.ts';

interface Props<Row> {
  caption: string;
  // The download's name, without extension.
  fileName: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  isLoading: boolean;
}

// A chart's table, with its CSV export (what the table shows).
export function DataTable<Row>({ caption, fileName, columns, rows, rowKey, isLoading }: Props<Row>) {
  const { t } = useTranslation('analytics');
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([`\uFEFF${tableCsv(columns, rows)}`], { type: 'text/csv;charset=utf-8' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section aria-label={caption} className="analytics-table">
      <div className="analytics-table-head">
        <h3>{caption}</h3>
        <Button icon={<DownloadOutlined />} onClick={download} disabled={rows.length === 0}>
          {t('exportCsv')}
        </Button>
      </div>
      <PlainTable
        headers={columns.map((column) => column.title)}
        isLoading={isLoading}
        isEmpty={rows.length === 0}
        loadingText={t('loading')}
        emptyText={t('empty')}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key}>{column.value(row)}</td>
            ))}
          </tr>
        ))}
      </PlainTable>
    </section>
  );
}
