import { useState } from 'react';
import { FlowScreen } from './components/FlowScreen.tsx';
import { LiteEditor } from './components/LiteEditor.tsx';
import { VersionsPanel } from './components/VersionsPanel.tsx';
import { useFlowRights } from './hooks/useFlowRights.ts';
import './components/flows.css';

// /flow/editor/{botId}: the lite editor and the published versions.
export default function FlowEditorPage() {
  // Bumped by a restore, so the editor starts again from the restored draft.
  const [restores, setRestores] = useState(0);
  // Versions are master level (spec §6): the panel is not offered below it.
  const { canUseVersions } = useFlowRights();
  return (
    <FlowScreen>
      {({ botId, bot, flow }) => (
        <>
          <LiteEditor key={restores} botId={botId} botName={bot.name} flow={flow} />
          {canUseVersions && (
            <VersionsPanel botId={botId} flow={flow} onRestored={() => setRestores((count) => count + 1)} />
          )}
        </>
      )}
    </FlowScreen>
  );
}
