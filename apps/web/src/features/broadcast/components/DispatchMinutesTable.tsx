import type { DispatchMinute } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

// What happened in each minute: messages sent, delivered, read and failed, each counted in the minute
// the provider said it happened.
export function DispatchMinutesTable({ minutes }: { minutes: DispatchMinute[] }) {
  const { t, i18n } = useTranslation('broadcast');
  return (
    <section aria-label={t('statistics.perMinute')}>
      <h3>{t('statistics.perMinute')}</h3>
      <p>{t('statistics.perMinuteHint')}</p>
      <PlainTable
        headers={[
          t('statistics.minute'),
          t('statistics.sent'),
          t('statistics.delivered'),
          t('statistics.read'),
          t('statistics.failed'),
        ]}
        isLoading={false}
        isEmpty={minutes.length === 0}
        loadingText={t('loading')}
        emptyText={t('statistics.nothingSent')}
      >
        {minutes.map((row) => (
          <tr key={row.minute}>
            <td>{formatDateTime(row.minute, i18n.language)}</td>
            <td>{row.sent}</td>
            <td>{row.delivered}</td>
            <td>{row.read}</td>
            <td>{row.failed}</td>
          </tr>
        ))}
      </PlainTable>
    </section>
  );
}
