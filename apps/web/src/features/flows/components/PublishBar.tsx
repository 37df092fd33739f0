import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { usePublishFlow } from '../api/usePublishFlow.ts';
import { useFlowRights } from '../hooks/useFlowRights.ts';
import { readServerSaveErrors } from '../model/readServerSaveErrors.ts';

interface Props {
  botId: string;
  isDirty: boolean;
  hasDraft: boolean;
  isSaving: boolean;
  isSaved: boolean;
  onSave: () => void;
}

// Save and publish. Publishing freezes what the server holds, so it waits for the edits to be saved.
// A caller without `flow.edit` reads the flow and is told so; publishing is offered to
// administrators only (flowRightsOf).
export function PublishBar({ botId, isDirty, hasDraft, isSaving, isSaved, onSave }: Props) {
  const { t } = useTranslation('flows');
  const rights = useFlowRights();
  const publish = usePublishFlow(botId);
  // The server checks the draft again before freezing it; its refusal names the lines.
  const publishProblems = readServerSaveErrors(publish.error) ?? [];
  if (!rights.canEdit)
    return (
      <div className="flows-publish">
        <p className="p-hint">{t('editor.readOnly')}</p>
      </div>
    );
  return (
    <div className="flows-publish">
      <div className="p-row">
        <button type="button" className="p-button p-button-primary" disabled={isSaving} onClick={onSave}>
          {isSaving ? t('editor.checking') : t('editor.save')}
        </button>
        {rights.canPublish && (
          <button
            type="button"
            className="p-button"
            disabled={isDirty || !hasDraft || publish.isPending}
            onClick={() => publish.mutate()}
          >
            {t('editor.publish')}
          </button>
        )}
        <span role="status">
          {isDirty
            ? t('editor.unsaved')
            : publish.isSuccess
              ? t('editor.published', { version: publish.data.version })
              : isSaved
                ? t('editor.saved')
                : ''}
        </span>
      </div>
      <p className="p-hint">{t(rights.canPublish ? 'editor.publishHint' : 'editor.publishAdministrators')}</p>
      <ErrorAlert error={publish.error} />
      {publishProblems.length > 0 && (
        <ul className="flows-problems">
          {publishProblems.map((problem) => (
            <li key={problem.text}>{problem.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
