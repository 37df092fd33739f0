import { CompassOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdProvider } from '../shared/ui/AntdProvider.tsx';
import { StatusMessage } from '../shared/ui/StatusMessage.tsx';

// Any path that is not a route of the panel.
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <StatusMessage
        icon={<CompassOutlined />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </AntdProvider>
  );
}
