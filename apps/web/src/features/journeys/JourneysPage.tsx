import type { Journey } from '@prosa/contracts';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteJourney } from './api/useDeleteJourney.ts';
import { useJourneys } from './api/useJourneys.ts';
import { JourneysTable } from './components/JourneysTable.tsx';
import { TimeZoneForm } from './components/TimeZoneForm.tsx';
import './components/journeys.css';

// The dialog and its member picker (Ant Design's Select, 22 KB gzipped) load when it first opens,
// keeping the page under its JS budget (docs/performance.md).
const JourneyFormModal = lazy(() => import('./components/JourneyFormModal.tsx'));

// The editing dialog: closed, open for a new journey, or open on one journey.
type Editing = { journey: Journey | null } | null;

// /settings/journeys: administrators' working hours per member, read in the account's time zone.
export default function JourneysPage() {
  const { t } = useTranslation('journeys');
  const journeys = useJourneys();
  const remove = useDeleteJourney();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <>
      <Panel title={t('timeZone.title')}>
        <TimeZoneForm />
      </Panel>
      <Panel title={t('list.title')}>
        <div className="journeys-toolbar">
          <Button type="primary" onClick={() => setEditing({ journey: null })}>
            {t('list.create')}
          </Button>
        </div>
        {(journeys.isError || remove.isError) && (
          <div style={{ marginBottom: 16 }}>
            <ErrorAlert error={journeys.error ?? remove.error} />
          </div>
        )}
        <JourneysTable
          journeys={journeys.data ?? []}
          isLoading={journeys.isPending}
          onEdit={(journey) => setEditing({ journey })}
          onDelete={(journey) => remove.mutateAsync(journey.id)}
        />
        {editing && (
          <Suspense fallback={null}>
            <JourneyFormModal journey={editing.journey} onClose={() => setEditing(null)} />
          </Suspense>
        )}
      </Panel>
    </>
  );
}
