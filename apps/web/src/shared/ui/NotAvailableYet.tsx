import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

// The honest state of a screen whose feature has not been built yet: nothing pretends to work.
export function NotAvailableYet({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('notAvailable.title', { title })}
      subTitle={t('notAvailable.text')}
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('notAvailable.back')}
        </Button>
      }
    />
  );
}
