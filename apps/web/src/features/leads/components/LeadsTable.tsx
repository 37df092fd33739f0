import type { LeadListItem } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { contactPathOf, leadPathOf } from '../leadPaths.ts';

interface Props {
  items: LeadListItem[];
  isLoading: boolean;
}

// One row per lead: the name opens the lead, the last column its CRM contact.
export function LeadsTable({ items, isLoading }: Props) {
  const { t, i18n } = useTranslation('leads');
  const headers = ['name', 'email', 'phone', 'chatbot', 'date', 'contact'] as const;
  return (
    <div className="p-table-wrap">
      <table className="p-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {t(`list.${header}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(isLoading || items.length === 0) && (
            <tr>
              <td colSpan={headers.length}>{isLoading ? t('loading') : t('list.empty')}</td>
            </tr>
          )}
          {items.map((lead) => (
            <tr key={lead.id}>
              <td>
                <Link to={leadPathOf(lead.id)}>{lead.name || t('list.unnamed')}</Link>
              </td>
              <td>{lead.email ?? ''}</td>
              <td>{lead.phone ?? ''}</td>
              <td>{lead.bot.name}</td>
              <td>{formatDateTime(lead.createdAt, i18n.language)}</td>
              <td>
                {lead.contactId && lead.contactName !== null && lead.contactType ? (
                  <Link
                    to={contactPathOf(lead.contactType, lead.contactId)}
                    aria-label={t('list.openContact', { name: lead.contactName })}
                  >
                    {lead.contactName || t('list.unnamed')}
                  </Link>
                ) : (
                  t('list.noContact')
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
