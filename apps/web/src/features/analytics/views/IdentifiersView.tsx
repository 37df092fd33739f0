import { analyticsMaxIdentifierCards } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import type { PeriodParams } from '../analyticsPaths.ts';
import { useIdentifiers } from '../api/useAnalytics.ts';
import { RowsView } from './RowsView.tsx';

// /analytics/identifiers: a card per identifier the bots collected (at most 12, §9): the chosen
// ones, or the 12 most collected.
export function IdentifiersView({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('analytics');
  const [draft, setDraft] = useState('');
  const [chosen, setChosen] = useState('');
  const query = useIdentifiers(period, chosen);
  const rows = query.data?.rows ?? [];
  return (
    <>
      <form
        className="analytics-custom"
        onSubmit={(event) => {
          event.preventDefault();
          setChosen(draft);
        }}
      >
        <label>
          {t('identifiersChoice', { max: analyticsMaxIdentifierCards })}
          <input
            className="p-input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="email, cpf"
          />
        </label>
        <Button htmlType="submit">{t('apply')}</Button>
      </form>
      <ErrorAlert error={query.error} />
      <dl className="analytics-cards" aria-label={t('pages.identifiers')}>
        {rows.map((row) => (
          <div key={row.key} className="analytics-card">
            <dt>{row.label}</dt>
            <dd>{row.total}</dd>
          </div>
        ))}
      </dl>
      <RowsView page={{ name: 'identifiers', labelTitle: t('columns.identifier') }} query={query} />
    </>
  );
}
