import {
  type AttendantSettings,
  exhibitionAlertTimeLimits,
  exhibitionTypes,
  readAttendantSettings,
  sortTypes,
} from '@prosa/contracts';
import { Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../shared/session/useMe.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { useUpdatePreferences } from '../api/useUpdatePreferences.ts';
import { preferencesErrorText } from '../preferencesErrorText.ts';

const bells = ['attendantBell', 'messageBell', 'exhibition'] as const;

// The attendant's own live chat settings, kept in the live part of their preferences (the server
// checks every value). The rest of the preferences goes back untouched.
export default function AttendantSettingsPanel() {
  const { t } = useTranslation('profile');
  const preferences = useMe().data?.preferences;
  const update = useUpdatePreferences();
  const [form] = Form.useForm<AttendantSettings>();
  if (!preferences) return null;

  const submit = (values: AttendantSettings) =>
    update.mutate({
      ...preferences,
      live: {
        ...preferences.live,
        attendant: { ...values, exhibitionAlertTime: Number(values.exhibitionAlertTime) },
      },
    });

  return (
    <Form
      form={form}
      name="attendantSettings"
      layout="vertical"
      initialValues={readAttendantSettings(preferences.live)}
      onFinish={submit}
      onValuesChange={() => (update.isError || update.isSuccess) && update.reset()}
    >
      {bells.map((name) => (
        <Form.Item key={name} name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>{t(`attendant.${name}`)}</Checkbox>
        </Form.Item>
      ))}
      <Form.Item name="sortType" label={t('attendant.sortType')}>
        <Radio.Group
          aria-label={t('attendant.sortType')}
          options={sortTypes.map((value) => ({ value, label: t(`attendant.sortTypes.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="exhibitionType" label={t('attendant.exhibitionType')}>
        <Radio.Group
          aria-label={t('attendant.exhibitionType')}
          options={exhibitionTypes.map((value) => ({
            value,
            label: t(`attendant.exhibitionTypes.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="exhibitionAlertTime"
        label={t('attendant.exhibitionAlertTime')}
        rules={[
          {
            validator: (_, value) => {
              const minutes = Number(value);
              return Number.isInteger(minutes) &&
                minutes >= exhibitionAlertTimeLimits.min &&
                minutes <= exhibitionAlertTimeLimits.max
                ? Promise.resolve()
                : Promise.reject(new Error(t('errors:team.attendantExhibitionAlertTimeInvalid')));
            },
          },
        ]}
      >
        <Input type="number" min={exhibitionAlertTimeLimits.min} max={exhibitionAlertTimeLimits.max} />
      </Form.Item>
      {update.isError && <Notice type="error" title={preferencesErrorText(t, update.error)} />}
      {update.isSuccess && <Notice type="success" title={t('attendant.saved')} />}
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('attendant.save')}
      </Button>
    </Form>
  );
}
