import type { LiveVisitor } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatTimeOnSite } from '../../../shared/format/formatTimeOnSite.ts';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { usePlaceName } from '../usePlaceName.ts';

interface Props {
  visitors: LiveVisitor[];
  isLoading: boolean;
  now: number;
}

// Who is on the site now and where they are browsing. Titles and addresses come from customers'
// pages: shown as text only, never as links or HTML.
export function VisitorsTable({ visitors, isLoading, now }: Props) {
  const { t } = useTranslation('realTime');
  const placeName = usePlaceName();
  return (
    <PlainTable
      headers={[t('columns.page'), t('columns.status'), t('columns.timeOnSite'), t('columns.location')]}
      isLoading={isLoading}
      isEmpty={visitors.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      {visitors.map((visitor) => (
        <tr key={visitor.visitorId}>
          <td className="rt-page">
            <div>{visitor.title || t('untitled')}</div>
            <div className="p-secondary rt-url">{visitor.url ?? ''}</div>
          </td>
          <td>{t(`status.${visitor.status}`)}</td>
          <td>{formatTimeOnSite(visitor.since, now)}</td>
          <td>{placeName(visitor.location?.country ?? null, visitor.location?.state ?? null)}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
