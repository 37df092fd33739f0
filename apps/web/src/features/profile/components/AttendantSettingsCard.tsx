import { Button, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../shared/chunks/lazyPage.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';

// The profile page must stay light: the settings form loads when the user opens it.
const AttendantSettingsPanel = lazyPage(
  'AttendantSettingsPanel',
  () => import('./AttendantSettingsPanel.tsx'),
);

export function AttendantSettingsCard() {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  return (
    <Panel title={t('attendant.title')}>
      {open ? (
        <Suspense fallback={<Typography.Paragraph>{t('loading')}</Typography.Paragraph>}>
          <AttendantSettingsPanel />
        </Suspense>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('attendant.intro')}</Typography.Paragraph>
          <Button onClick={() => setOpen(true)}>{t('attendant.open')}</Button>
        </>
      )}
    </Panel>
  );
}
