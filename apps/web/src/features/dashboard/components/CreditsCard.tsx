import { Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';

export function CreditsCard({ credits }: { credits: number }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Panel title={t('credits.title')}>
      <Statistic
        title={t('credits.remaining')}
        value={credits}
        formatter={(value) => new Intl.NumberFormat(i18n.language).format(Number(value))}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('credits.hint')}
      </Typography.Paragraph>
    </Panel>
  );
}
