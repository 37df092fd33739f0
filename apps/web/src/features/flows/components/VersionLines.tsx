import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useFlowVersion } from '../api/useFlowVersion.ts';
import { useDepartmentName } from '../hooks/useDepartmentName.ts';
import { BalloonDetail } from './BalloonDetail.tsx';

// A published version's balloons, read-only.
export function VersionLines({ botId, version }: { botId: string; version: number }) {
  const { t } = useTranslation('flows');
  const published = useFlowVersion(botId, version);
  const departmentName = useDepartmentName();
  return (
    <section aria-label={t('versions.viewing', { version })} className="flows-balloons">
      <h3>{t('versions.viewing', { version })}</h3>
      <ErrorAlert error={published.error} />
      {published.isPending && <p role="status">{t('loading')}</p>}
      {published.data?.document.lines.map((line) => (
        <BalloonDetail key={line.line} line={line} departmentName={departmentName} />
      ))}
    </section>
  );
}
