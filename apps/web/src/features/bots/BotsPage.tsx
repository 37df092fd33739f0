import { levels } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useBots } from './api/useBots.ts';
import { useDepartmentNames } from './api/useDepartmentNames.ts';
import { BotCard } from './components/BotCard.tsx';
import { BotForm } from './components/BotForm.tsx';
import './components/bots.css';

// /bots: the account's chatbots with their webchat snippets. Creating and editing are for administrators
// (lower level is more power); the server refuses the rest anyway.
export default function BotsPage() {
  const { t } = useTranslation('bots');
  const me = useMe().data;
  const bots = useBots();
  const departments = useDepartmentNames();
  const isAdministrator = me !== undefined && me.level <= levels.administrator;
  const canOpenFlows = Boolean(me?.modules.includes('flow') && me.permissions.includes('flow.view'));
  const departmentName = (departmentId: string | null) =>
    departments.data?.find((department) => department.id === departmentId)?.name ?? null;

  return (
    <>
      <Panel title={t('title')}>
        <ErrorAlert error={bots.error} />
        {bots.isPending && <p role="status">{t('loading')}</p>}
        {bots.data?.length === 0 && <p>{t('empty')}</p>}
        <div className="bots-list">
          {bots.data?.map((bot) => (
            <BotCard
              key={bot._id}
              bot={bot}
              departmentName={departmentName(bot.defaultDepartmentId)}
              departments={isAdministrator ? (departments.data ?? []) : null}
              canOpenFlows={canOpenFlows}
            />
          ))}
        </div>
      </Panel>
      {isAdministrator && (
        <Panel title={t('create')}>
          <BotForm departments={departments.data ?? []} />
        </Panel>
      )}
    </>
  );
}
