import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CodeEditor } from './components/CodeEditor.tsx';
import { FlowScreen } from './components/FlowScreen.tsx';
import { VersionsPanel } from './components/VersionsPanel.tsx';
import { useFlowRights } from './hooks/useFlowRights.ts';
import './components/flows.css';

// The canvas library comes only with the canvas tab, so the code tab loads as light as before.
const ProEditor = lazy(() => import('./components/ProEditor.tsx'));

const tabs = ['canvas', 'code'] as const;
type Tab = (typeof tabs)[number];

// /flow/advanced/{botId}: the pro editor, a canvas of the flow's lines (`?tab=code`: the same flow
// as JSON text), and the published versions. Each tab starts from the saved draft.
export default function FlowAdvancedPage() {
  const { t } = useTranslation('flows');
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'code' ? 'code' : 'canvas';
  // Bumped by a restore, so the editors start again from the restored draft.
  const [restores, setRestores] = useState(0);
  // Versions are master level (spec §6): the panel is not offered below it.
  const { canUseVersions } = useFlowRights();
  return (
    <FlowScreen>
      {({ botId, bot, flow }) => (
        <>
          <div role="tablist" aria-label={t('pro.tabs')} className="flows-tabs">
            {tabs.map((item) => (
              <button
                key={item}
                type="button"
                role="tab"
                aria-selected={tab === item}
                className={tab === item ? 'p-button p-button-primary' : 'p-button'}
                onClick={() => setSearch(item === 'code' ? { tab: 'code' } : {}, { replace: true })}
              >
                {t(item === 'code' ? 'pro.tabCode' : 'pro.tabCanvas')}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'code' ? (
              <CodeEditor key={restores} botId={botId} botName={bot.name} flow={flow} />
            ) : (
              <Suspense fallback={<p role="status">{t('loading')}</p>}>
                <ProEditor key={restores} botId={botId} botName={bot.name} flow={flow} />
              </Suspense>
            )}
          </div>
          {canUseVersions && (
            <VersionsPanel botId={botId} flow={flow} onRestored={() => setRestores((count) => count + 1)} />
          )}
        </>
      )}
    </FlowScreen>
  );
}
