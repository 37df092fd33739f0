import { InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusMessage } from './StatusMessage.tsx';

// The honest state of a screen whose feature has not been built yet: nothing pretends to work.
export function NotAvailableYet({ title }: { title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusMessage
      icon={<InfoCircleOutlined />}
      title={t('notAvailable.title', { title })}
      text={t('notAvailable.text')}
      action={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          {t('notAvailable.back')}
        </Button>
      }
    />
  );
}
