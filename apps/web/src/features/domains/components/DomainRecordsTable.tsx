import type { SendingDomain } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

// The records to create at the DNS provider, each part with its copy button.
export function DomainRecordsTable({ domain }: { domain: SendingDomain }) {
  const { t } = useTranslation('domains');
  return (
    <section aria-label={t('records.caption', { name: domain.name })}>
      <PlainTable
        headers={[t('records.purpose'), t('records.type'), t('records.host'), t('records.data')]}
        isLoading={false}
        isEmpty={false}
        loadingText=""
        emptyText=""
      >
        {domain.records.map((record) => (
          <tr key={record.purpose}>
            <td>{t(`purposes.${record.purpose}`)}</td>
            <td>{record.type}</td>
            <td>
              <code>{record.host}</code>{' '}
              <CopyButton
                text={record.host}
                label={t('records.copyHost', { purpose: t(`purposes.${record.purpose}`) })}
              />
            </td>
            <td>
              <code className="domains-data">{record.data}</code>{' '}
              <CopyButton
                text={record.data}
                label={t('records.copyData', { purpose: t(`purposes.${record.purpose}`) })}
              />
            </td>
          </tr>
        ))}
      </PlainTable>
    </section>
  );
}
