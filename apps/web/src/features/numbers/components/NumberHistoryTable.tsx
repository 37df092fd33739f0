import type { NumberLookupResponse } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

// Who reset, blocked or unblocked the number, when and why, newest first.
export function NumberHistoryTable({ history }: { history: NumberLookupResponse['history'] }) {
  const { t, i18n } = useTranslation('numbers');
  return (
    <PlainTable
      headers={[t('history.date'), t('history.action'), t('history.author'), t('history.reason')]}
      isLoading={false}
      isEmpty={history.length === 0}
      loadingText=""
      emptyText={t('history.empty')}
    >
      {history.map((event) => (
        <tr key={event.id}>
          <td>{formatDateTime(event.createdAt, i18n.language)}</td>
          <td>{t(`action.${event.action}`)}</td>
          <td>{event.authorName}</td>
          <td>{event.reason}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
