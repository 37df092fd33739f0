import type { ConversationStep } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';

// The transshipment history: each queue the conversation entered, each attendant it reached and its
// end, oldest first, with when it happened.
export function ConversationSteps({ steps }: { steps: ConversationStep[] }) {
  const { t, i18n } = useTranslation('conversations');
  if (steps.length === 0) return <p>{t('steps.none')}</p>;
  return (
    <ol className="conversations-transcript" aria-label={t('steps.title')}>
      {steps.map((step) => (
        <li key={`${step.at}-${step.kind}`}>
          <small>{formatDateTime(step.at, i18n.language)}</small> · {describeStep(t, step)}
        </li>
      ))}
    </ol>
  );
}

function describeStep(t: (key: string, values?: Record<string, string>) => string, step: ConversationStep) {
  const department = step.departmentName ?? t('steps.noDepartment');
  if (step.kind === 'queued')
    return t(step.isTransfer ? 'steps.transferredToQueue' : 'steps.queued', { department });
  if (step.kind === 'assigned')
    return t(step.isTransfer ? 'steps.transferredToAttendant' : 'steps.assigned', {
      attendant: step.attendantName ?? '—',
      department,
    });
  return t('steps.finished', { status: t(`statuses.${step.status}`, { defaultValue: step.status }) });
}
