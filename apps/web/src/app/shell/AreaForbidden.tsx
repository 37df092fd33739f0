import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

// A route of an area the account has not enabled, or the user's level may not see.
export function AreaForbidden() {
  const { t } = useTranslation('shell');
  return <Result status="403" title={t('forbidden.title')} subTitle={t('forbidden.text')} />;
}
