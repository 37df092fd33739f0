import { Button, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../shared/chunks/lazyPage.ts';
import { Panel } from '../../../shared/ui/Panel.tsx';

// The profile page must stay light: the responses' table and dialog load when the user opens them.
const QuickResponsesPanel = lazyPage('QuickResponsesPanel', () => import('./QuickResponsesPanel.tsx'));

export function QuickResponsesCard() {
  const { t } = useTranslation('team');
  const [open, setOpen] = useState(false);
  return (
    <Panel title={t('quickResponses.title')}>
      {open ? (
        <Suspense fallback={<Typography.Paragraph>{t('quickResponses.loading')}</Typography.Paragraph>}>
          <QuickResponsesPanel />
        </Suspense>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('quickResponses.intro')}</Typography.Paragraph>
          <Button onClick={() => setOpen(true)}>{t('quickResponses.open')}</Button>
        </>
      )}
    </Panel>
  );
}
