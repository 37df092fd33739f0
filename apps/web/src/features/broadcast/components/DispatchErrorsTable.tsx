import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { reasonKey } from '../reasonKey.ts';

// Why recipients ended undelivered, by code, with the catalogue's text.
export function DispatchErrorsTable({ errors }: { errors: Array<{ code: string; count: number }> }) {
  const { t } = useTranslation('broadcast');
  return (
    <section aria-label={t('statistics.errors')}>
      <h3>{t('statistics.errors')}</h3>
      <PlainTable
        headers={[t('statistics.code'), t('statistics.meaning'), t('statistics.recipients')]}
        isLoading={false}
        isEmpty={errors.length === 0}
        loadingText={t('loading')}
        emptyText={t('statistics.noErrors')}
      >
        {errors.map((row) => (
          <tr key={row.code}>
            <td>{row.code}</td>
            <td>{t(reasonKey(row.code))}</td>
            <td>{row.count}</td>
          </tr>
        ))}
      </PlainTable>
    </section>
  );
}
