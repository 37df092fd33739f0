import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// Browsers ask for notification permission only after a user gesture: offered here until answered.
export function NotificationsButton() {
  const { t } = useTranslation('live');
  const [permission, setPermission] = useState(() =>
    'Notification' in window ? Notification.permission : 'denied',
  );
  if (permission !== 'default') return null;
  return (
    <Button size="small" onClick={() => void Notification.requestPermission().then(setPermission)}>
      {t('notify.enable')}
    </Button>
  );
}
