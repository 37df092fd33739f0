import type { FlowResponse } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useRestoreFlowVersion } from '../api/useRestoreFlowVersion.ts';
import { VersionLines } from './VersionLines.tsx';

interface Props {
  botId: string;
  flow: FlowResponse;
  // After a restore the draft on the server changed: the editor starts again from it.
  onRestored: () => void;
}

// The published versions, newest first: each can be looked at and copied back into the draft.
export function VersionsPanel({ botId, flow, onRestored }: Props) {
  const { t, i18n } = useTranslation('flows');
  const restore = useRestoreFlowVersion(botId);
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = [...flow.versions].sort((a, b) => b.version - a.version);
  return (
    <Panel title={t('versions.title')}>
      {versions.length === 0 && <p>{t('versions.empty')}</p>}
      <ul className="flows-versions">
        {versions.map((item) => {
          const version = { version: item.version };
          const isViewing = viewing === item.version;
          return (
            <li key={item.version}>
              <span>
                {t('versions.item', {
                  ...version,
                  date: formatDateTime(item.publishedAt, i18n.language),
                  author: item.publishedBy.name,
                })}
                {flow.published?.version === item.version && ` (${t('versions.current')})`}
              </span>
              <button
                type="button"
                className="p-button p-button-small"
                onClick={() => setViewing(isViewing ? null : item.version)}
              >
                {t(isViewing ? 'versions.hide' : 'versions.view', version)}
              </button>
              <button
                type="button"
                className="p-button p-button-small"
                disabled={restore.isPending}
                onClick={() => restore.mutateAsync(item.version).then(onRestored, () => undefined)}
              >
                {t('versions.restore', version)}
              </button>
            </li>
          );
        })}
      </ul>
      {versions.length > 0 && <p className="p-hint">{t('versions.restoreHint')}</p>}
      {restore.isSuccess && <p role="status">{t('versions.restored', { version: restore.variables })}</p>}
      <ErrorAlert error={restore.error} />
      {viewing !== null && <VersionLines botId={botId} version={viewing} />}
    </Panel>
  );
}
