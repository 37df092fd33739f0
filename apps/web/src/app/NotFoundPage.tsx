import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AntdProvider } from '../shared/ui/AntdProvider.tsx';

// Any path that is not a route of the panel.
export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </AntdProvider>
  );
}
