import type { RecipientList } from '@prosa/contracts';
import { Button, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useListEntries } from '../api/useListEntries.ts';

// A list's entries (name, e-mail, phone), and the rows its import refused with their file line and
// the catalogue's reason.
export function ListEntriesDrawer({ list, onClose }: { list: RecipientList; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const entries = useListEntries(list.id);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Drawer open title={t('entries.title', { title: list.title })} onClose={onClose} size="large">
      {list.errorCount > 0 && (
        <section aria-label={t('entries.refused')}>
          <h3>{t('entries.refusedCount', { count: list.errorCount })}</h3>
          <ul className="lists-refused">
            {list.errors.map((error) => (
              <li key={`${error.line}-${error.code}`}>
                {t('entries.line', { line: error.line })}: {t(`errors:${error.code}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {list.failure && <p role="alert">{t(`errors:${list.failure}`)}</p>}
      <ErrorAlert error={entries.error} />
      <PlainTable
        headers={[t('columns.name'), t('columns.email'), t('columns.phone')]}
        isLoading={entries.isPending}
        isEmpty={items.length === 0}
        loadingText={t('loading')}
        emptyText={t('entries.empty')}
      >
        {items.map((entry) => (
          <tr key={entry.position}>
            <td>{entry.name}</td>
            <td>{entry.email}</td>
            <td>{entry.phone && `+${entry.phone}`}</td>
          </tr>
        ))}
      </PlainTable>
      {entries.hasNextPage && (
        <Button loading={entries.isFetchingNextPage} onClick={() => entries.fetchNextPage()}>
          {t('entries.more')}
        </Button>
      )}
    </Drawer>
  );
}
