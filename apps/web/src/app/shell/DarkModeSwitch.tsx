import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeModeContext } from '../../shared/theme/ThemeModeContext.ts';

// Ant Design's dark algorithm, remembered in this browser.
export function DarkModeSwitch() {
  const { t } = useTranslation('shell');
  const { mode, setMode } = useContext(ThemeModeContext);
  return (
    <Switch
      aria-label={t('darkMode')}
      checked={mode === 'dark'}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      onChange={(isDark) => setMode(isDark ? 'dark' : 'light')}
    />
  );
}
