import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useChangePassword } from '../api/useChangePassword.ts';

interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmation: string;
}

// The form checks what it can (length, matching confirmation) before asking; the server's
// catalogue errors (a wrong current password, say) show below it.
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();

  return (
    <Panel title={t('password.title')}>
      <Form
        form={form}
        name="passwordChange"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => change.mutate(values, { onSuccess: () => form.resetFields() })}
        onValuesChange={() => change.isSuccess && change.reset()}
      >
        <Form.Item
          name="currentPassword"
          label={t('password.current')}
          rules={[{ required: true, message: t('errors:auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password.new')}
          rules={[
            { required: true, message: t('errors:auth.passwordRequired') },
            { min: 8, message: t('errors:auth.passwordTooShort') },
            { max: 128, message: t('errors:auth.passwordTooLong') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmation"
          label={t('password.confirmation')}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                (value ?? '') === (getFieldValue('password') ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('errors:auth.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {change.isError && (
          <Form.Item>
            <ErrorAlert error={change.error} />
          </Form.Item>
        )}
        {change.isSuccess && (
          <Alert
            type="success"
            showIcon
            role="status"
            title={t('password.changed')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Panel>
  );
}
