import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useBroadcastDispatches } from './api/useBroadcast.ts';
import { DispatchesTable } from './components/DispatchesTable.tsx';
import { DispatchForm } from './components/DispatchForm.tsx';
import { TemplateForm } from './components/TemplateForm.tsx';
import { TemplatesTable } from './components/TemplatesTable.tsx';

// /broadcast (spec campaigns §2): the account's templates with their review status, a form to
// create and submit one, a form to create a dispatch (for those who may send, `broadcast.send`;
// the server checks it again), and the latest dispatches with their recipients counted by state.
export default function BroadcastPage() {
  const { t } = useTranslation('broadcast');
  const canSend = useMe().data?.permissions.includes('broadcast.send') === true;
  // Schedules are picked in the account's time zone, which the dispatches' list carries.
  const timeZone = useBroadcastDispatches().data?.timeZone ?? 'America/Sao_Paulo';
  return (
    <>
      <Panel title={t('templates.title')}>
        <TemplatesTable />
      </Panel>
      <Panel title={t('form.title')}>
        <TemplateForm />
      </Panel>
      {canSend && (
        <Panel title={t('dispatchForm.title')}>
          <DispatchForm timeZone={timeZone} />
        </Panel>
      )}
      <Panel title={t('dispatches.title')}>
        <DispatchesTable canSend={canSend} />
      </Panel>
    </>
  );
}
