import { useTranslation } from 'react-i18next';
import { useLiveSettings } from '../../shared/liveSettings/useLiveSettings.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { BehaviorForm } from './components/BehaviorForm.tsx';
import { LiveSettingsNav } from './components/LiveSettingsNav.tsx';
import { useCanChangeLiveSettings } from './useCanChangeLiveSettings.ts';
import './components/liveSettings.css';

export default function LiveBehaviorPage() {
  const { t } = useTranslation('liveSettings');
  const settings = useLiveSettings();
  const canEdit = useCanChangeLiveSettings();
  return (
    <Panel title={t('behavior.title')}>
      <LiveSettingsNav />
      <ErrorAlert error={settings.error} />
      {settings.data && <BehaviorForm behavior={settings.data.behavior} canEdit={canEdit} />}
    </Panel>
  );
}
