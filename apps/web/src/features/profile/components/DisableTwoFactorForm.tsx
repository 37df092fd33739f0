import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useConfigureTwoFactor } from '../api/useConfigureTwoFactor.ts';

// Turning two-factor off weakens the account, so it asks for the password first.
export function DisableTwoFactorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const disable = useConfigureTwoFactor();

  return (
    // Every form on the profile page is named: Ant Design prefixes the field ids with the name, so
    // this `password` and the password change's do not share an id (and a label).
    <Form
      name="twoFactorOff"
      layout="vertical"
      requiredMark={false}
      onFinish={({ password }: { password: string }) =>
        disable.mutate({ kind: 'none', password }, { onSuccess: onDone })
      }
    >
      <Form.Item
        name="password"
        label={t('twoFactor.password')}
        rules={[{ required: true, message: t('errors:auth.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {disable.isError && (
        <Form.Item>
          <ErrorAlert error={disable.error} />
        </Form.Item>
      )}
      <Space>
        <Button danger htmlType="submit" loading={disable.isPending}>
          {t('twoFactor.disableConfirm')}
        </Button>
        <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button>
      </Space>
    </Form>
  );
}
