import { Button, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { CreditsDrawer } from './CreditsDrawer.tsx';

interface Props {
  aiCredits: number;
  credits: number;
  // Managers and up see the lots, the history and may request credits.
  canManage: boolean;
}

export function CreditsCard({ aiCredits, credits, canManage }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const [isOpen, setOpen] = useState(false);
  const format = (value: unknown) => new Intl.NumberFormat(i18n.language).format(Number(value));
  return (
    <Panel title={t('credits.title')}>
      <Statistic title={t('credits.remaining')} value={aiCredits} formatter={format} />
      <Typography.Paragraph type="secondary">{t('credits.hint')}</Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        {t('credits.balance', { credits: format(credits) })}
      </Typography.Paragraph>
      {canManage && (
        <>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setOpen(true)}>
            {t('credits.details')}
          </Button>
          <CreditsDrawer open={isOpen} onClose={() => setOpen(false)} />
        </>
      )}
    </Panel>
  );
}
