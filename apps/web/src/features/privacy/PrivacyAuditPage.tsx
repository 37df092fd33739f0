import type { PrivacyAuditEntry } from '@prosa/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { usePrivacyAudit } from './api/usePrivacyAudit.ts';

// /settings/privacy: who exported, downloaded or erased which contact's data, and when (LGPD). An
// erased contact shows only its id: the log never kept its name.
export default function PrivacyAuditPage() {
  const { t, i18n } = useTranslation('privacy');
  const audit = usePrivacyAudit();
  const entries = audit.data?.pages.flatMap((page) => page.items) ?? [];
  const detailOf = (entry: PrivacyAuditEntry) => {
    const erased = entry.details.erased as Record<string, number> | undefined;
    return erased
      ? t('audit.erasedCounts', { conversations: erased.conversations ?? 0, messages: erased.messages ?? 0 })
      : '';
  };

  return (
    <Panel title={t('audit.title')}>
      <p>{t('audit.intro')}</p>
      <ErrorAlert error={audit.error} />
      <div className="p-table-wrap">
        <table className="p-table" aria-label={t('audit.title')}>
          <thead>
            <tr>
              <th scope="col">{t('audit.at')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.contact')}</th>
              <th scope="col">{t('audit.member')}</th>
              <th scope="col">{t('audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.isPending && (
              <tr>
                <td colSpan={5}>{t('audit.loading')}</td>
              </tr>
            )}
            {audit.isSuccess && entries.length === 0 && (
              <tr>
                <td colSpan={5}>{t('audit.empty')}</td>
              </tr>
            )}
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt, i18n.language)}</td>
                <td>{t(`audit.actions.${entry.action}`)}</td>
                <td>
                  {entry.contactType !== null ? (
                    <Link to={`/contacts/${entry.contactType}/${encodeURIComponent(entry.contactId)}`}>
                      {entry.contactName || entry.contactId}
                    </Link>
                  ) : (
                    t('audit.erasedContact', { id: entry.contactId })
                  )}
                </td>
                <td>{entry.actorName}</td>
                <td>{detailOf(entry)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {audit.hasNextPage && (
        <Button onClick={() => audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
          {t('audit.loadMore')}
        </Button>
      )}
    </Panel>
  );
}
