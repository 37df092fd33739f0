import type { Preferences } from '@prosa/contracts';
import { Alert, Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useUpdatePreferences } from '../api/useUpdatePreferences.ts';
import {
  type PanelPreferences,
  readPanelPreferences,
  rowsPerPageChoices,
  withPanelPreferences,
} from '../panelPreferences.ts';
import { preferencesErrorText } from '../preferencesErrorText.ts';

// Each change is saved at once. While a save is in flight the controls show the new value; if it
// fails they fall back to the stored one.

export function PreferencesCard({ preferences }: { preferences: Preferences }) {
  const { t } = useTranslation('profile');
  const update = useUpdatePreferences();
  const shown = readPanelPreferences(update.isPending && update.variables ? update.variables : preferences);
  const change = (value: Partial<PanelPreferences>) =>
    update.mutate(withPanelPreferences(preferences, value));

  return (
    <Panel title={t('preferences.title')}>
      <Form layout="vertical">
        {/* Four choices show as buttons: one click, and no pop-up list to load. */}
        <Form.Item label={t('preferences.rowsPerPage')} htmlFor="preferences-rows-per-page">
          <Radio.Group
            id="preferences-rows-per-page"
            aria-label={t('preferences.rowsPerPage')}
            optionType="button"
            value={shown.rowsPerPage}
            options={rowsPerPageChoices.map((rows) => ({ value: rows, label: String(rows) }))}
            onChange={(event) => change({ rowsPerPage: Number(event.target.value) })}
          />
        </Form.Item>
        <Form.Item label={t('preferences.sound')} htmlFor="preferences-sound">
          <Switch
            id="preferences-sound"
            checked={shown.soundOnNewMessage}
            onChange={(soundOnNewMessage) => change({ soundOnNewMessage })}
          />
        </Form.Item>
      </Form>
      {update.isError && <Alert type="error" showIcon title={preferencesErrorText(t, update.error)} />}
      {update.isSuccess && <Alert type="success" showIcon role="status" title={t('preferences.saved')} />}
    </Panel>
  );
}
