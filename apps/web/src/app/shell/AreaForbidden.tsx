import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../shared/ui/StatusMessage.tsx';

// A route of an area the account has not enabled, or the user's level or permissions may not see.
export function AreaForbidden() {
  const { t } = useTranslation('shell');
  return <StatusMessage icon={<StopOutlined />} title={t('forbidden.title')} text={t('forbidden.text')} />;
}
