import type { OptOutRecord } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

interface Props {
  records: OptOutRecord[];
  isLoading: boolean;
  now: number;
}

// The opt-out records (spec campaigns §3): channel, date, chatbot, number, condition, author and
// reason; an opt-out whose permanence passed says so.
export function OptOutRecordsTable({ records, isLoading, now }: Props) {
  const { t, i18n } = useTranslation('numbers');
  const condition = (record: OptOutRecord) => {
    if (record.condition === 'optIn') return t('condition.optIn');
    if (record.endsAt === null) return t('condition.optOut');
    const ends = formatDateTime(record.endsAt, i18n.language);
    return new Date(record.endsAt).getTime() <= now
      ? t('condition.optOutEnded', { date: ends })
      : t('condition.optOutUntil', { date: ends });
  };
  const sourceName = (record: OptOutRecord) => {
    if (record.source === 'conversation') return t('records.byConversation');
    if (record.source === 'keyword') return t('records.byKeyword');
    return record.authorName;
  };
  return (
    <PlainTable
      headers={[
        t('records.channel'),
        t('records.date'),
        t('records.chatbot'),
        t('records.number'),
        t('records.condition'),
        t('records.author'),
        t('records.reason'),
      ]}
      isLoading={isLoading}
      isEmpty={records.length === 0}
      loadingText={t('records.loading')}
      emptyText={t('records.empty')}
    >
      {records.map((record) => (
        <tr key={record.id}>
          <td>{t(`channels.${record.channel}`)}</td>
          <td>{formatDateTime(record.createdAt, i18n.language)}</td>
          <td>{record.bot?.name ?? ''}</td>
          <td>+{record.number}</td>
          <td>{condition(record)}</td>
          <td>{sourceName(record)}</td>
          <td>{record.reason}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
