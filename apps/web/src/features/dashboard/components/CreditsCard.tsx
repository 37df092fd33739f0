import { Card, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function CreditsCard({ credits }: { credits: number }) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <Card title={t('credits.title')} aria-label={t('credits.title')} role="region">
      <Statistic
        title={t('credits.remaining')}
        value={credits}
        formatter={(value) => new Intl.NumberFormat(i18n.language).format(Number(value))}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('credits.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
