import type { SpreadsheetBase } from '@prosa/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

interface Props {
  bases: SpreadsheetBase[];
  isLoading: boolean;
  refreshingId: string | null;
  onView: (base: SpreadsheetBase) => void;
  onRefresh: (base: SpreadsheetBase) => void;
  onDelete: (base: SpreadsheetBase) => Promise<unknown>;
}

// Spec campaigns §3 "Database: name, date, spreadsheet ID, page name, replace-data flag".
export function BasesTable({ bases, isLoading, refreshingId, onView, onRefresh, onDelete }: Props) {
  const { t, i18n } = useTranslation('bases');
  return (
    <PlainTable
      headers={[
        t('columns.name'),
        t('columns.date'),
        t('columns.spreadsheetId'),
        t('columns.pageName'),
        t('columns.replaceData'),
        t('columns.rows'),
        t('columns.actions'),
      ]}
      isLoading={isLoading}
      isEmpty={bases.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      {bases.map((base) => (
        <tr key={base.id}>
          <td>{base.name}</td>
          <td>{formatDateTime(base.updatedAt, i18n.language)}</td>
          <td>{base.spreadsheetId ?? t('csvSource')}</td>
          <td>{base.pageName ?? ''}</td>
          <td>{t(base.replaceData ? 'yes' : 'no')}</td>
          <td>{base.rowCount}</td>
          <td>
            <Space>
              <Button
                size="small"
                aria-label={t('viewLabel', { name: base.name })}
                onClick={() => onView(base)}
              >
                {t('view')}
              </Button>
              {base.source === 'spreadsheet' && (
                <Button
                  size="small"
                  aria-label={t('refreshLabel', { name: base.name })}
                  loading={refreshingId === base.id}
                  onClick={() => onRefresh(base)}
                >
                  {t('refresh')}
                </Button>
              )}
              <Popconfirm
                title={t('deleteQuestion', { name: base.name })}
                okText={t('deleteConfirm')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(base).catch(() => undefined)}
              >
                <Button danger size="small" aria-label={t('deleteLabel', { name: base.name })}>
                  {t('delete')}
                </Button>
              </Popconfirm>
            </Space>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}
