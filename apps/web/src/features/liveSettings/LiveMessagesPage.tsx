import { useTranslation } from 'react-i18next';
import { useLiveSettings } from '../../shared/liveSettings/useLiveSettings.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { LiveSettingsNav } from './components/LiveSettingsNav.tsx';
import { MessagesForm } from './components/MessagesForm.tsx';
import { useCanChangeLiveSettings } from './useCanChangeLiveSettings.ts';
import './components/liveSettings.css';

export default function LiveMessagesPage() {
  const { t } = useTranslation('liveSettings');
  const settings = useLiveSettings();
  const canEdit = useCanChangeLiveSettings();
  return (
    <Panel title={t('messages.title')}>
      <LiveSettingsNav />
      <ErrorAlert error={settings.error} />
      {settings.data && <MessagesForm messages={settings.data.messages} canEdit={canEdit} />}
    </Panel>
  );
}
