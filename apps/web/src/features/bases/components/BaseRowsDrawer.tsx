import type { SpreadsheetBase } from '@prosa/contracts';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useBaseRows } from '../api/useBases.ts';

export function BaseRowsDrawer({ base, onClose }: { base: SpreadsheetBase; onClose: () => void }) {
  const { t } = useTranslation('bases');
  const rows = useBaseRows(base.id);
  const items = rows.data?.pages.flatMap((page) => page.items) ?? [];
  // A column's place is its identity: two columns may share a header, and they never move.
  const columns = base.columns.map((header, place) => ({ header, place, key: `${place}:${header}` }));
  return (
    <Drawer open title={t('rows.title', { name: base.name })} onClose={onClose} size="large">
      <ErrorAlert error={rows.error} />
      <PlainTable
        headers={columns.map(({ header, place }) => header || t('rows.column', { number: place + 1 }))}
        isLoading={rows.isPending}
        isEmpty={items.length === 0}
        loadingText={t('loading')}
        emptyText={t('rows.empty')}
      >
        {items.map((row) => (
          <tr key={row.position}>
            {columns.map(({ key, place }) => (
              <td key={key}>{row.cells[place] ?? ''}</td>
            ))}
          </tr>
        ))}
      </PlainTable>
      {rows.hasNextPage && (
        <Button loading={rows.isFetchingNextPage} onClick={() => rows.fetchNextPage()}>
          {t('rows.more')}
        </Button>
      )}
    </Drawer>
  );
}
