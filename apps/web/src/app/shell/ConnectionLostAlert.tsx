import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';

// Spec §4: on while the socket is down other than by the user's choice; off on reconnect.
export function ConnectionLostAlert() {
  const { t } = useTranslation('shell');
  const { presence } = useRealtime();
  if (!presence.isConnectionLost) return null;
  return <Alert type="warning" showIcon banner title={t('presence.connectionLost')} />;
}
