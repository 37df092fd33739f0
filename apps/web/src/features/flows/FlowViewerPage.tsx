import { useTranslation } from 'react-i18next';
import { Panel } from '../../shared/ui/Panel.tsx';
import { BalloonDetail } from './components/BalloonDetail.tsx';
import { FlowScreen } from './components/FlowScreen.tsx';
import { TestChat } from './components/TestChat.tsx';
import { useDepartmentName } from './hooks/useDepartmentName.ts';
import './components/flows.css';

// /flow/viewer/{botId}: the saved draft balloon by balloon, beside a test chat that runs it.
export default function FlowViewerPage() {
  const { t } = useTranslation('flows');
  const departmentName = useDepartmentName();
  return (
    <FlowScreen>
      {({ bot, flow }) =>
        flow.draft ? (
          <div className="flows-viewer">
            <Panel title={t('viewer.title', { name: bot.name })}>
              <section aria-label={t('viewer.draftTitle')} className="flows-balloons">
                {flow.draft.lines.map((line) => (
                  <BalloonDetail key={line.line} line={line} departmentName={departmentName} />
                ))}
              </section>
            </Panel>
            <TestChat draft={flow.draft} draftUpdatedAt={flow.draftUpdatedAt} />
          </div>
        ) : (
          <Panel title={t('viewer.title', { name: bot.name })}>
            <p>{t('viewer.noDraft')}</p>
          </Panel>
        )
      }
    </FlowScreen>
  );
}
