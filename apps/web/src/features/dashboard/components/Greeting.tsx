import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { partOfDay } from '../partOfDay.ts';

export function Greeting({ name }: { name: string }) {
  const { t } = useTranslation('dashboard');
  const part = partOfDay(new Date().getHours());
  return (
    <Typography.Title level={2} style={{ marginTop: 0 }}>
      {t(`greeting.${part}`, { name })}
    </Typography.Title>
  );
}
