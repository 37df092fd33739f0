import { Button, Form, Input, QRCode, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useConfigureTwoFactor } from '../api/useConfigureTwoFactor.ts';

interface Props {
  secret: string;
  otpauthUrl: string;
  onDone: () => void;
  onCancel: () => void;
}

// Step two of authenticator setup: the app scans the QR code (or takes the secret typed in), and
// one code from it proves the secret before two-factor turns on.
export default function TotpSetup({ secret, otpauthUrl, onDone, onCancel }: Props) {
  const { t } = useTranslation('profile');
  const confirm = useConfigureTwoFactor();

  return (
    <Form
      name="totpSetup"
      layout="vertical"
      requiredMark={false}
      onFinish={({ code }: { code: string }) => confirm.mutate({ kind: 'totp', code }, { onSuccess: onDone })}
    >
      <Typography.Paragraph>{t('twoFactor.totpScan')}</Typography.Paragraph>
      <QRCode value={otpauthUrl} aria-label={t('twoFactor.qrLabel')} role="img" />
      <Typography.Paragraph style={{ marginTop: 12 }}>
        {t('twoFactor.totpSecret')}{' '}
        <Typography.Text code copyable aria-label={t('twoFactor.secretLabel')}>
          {secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('twoFactor.code')}
        rules={[{ required: true, pattern: /^\d{6}$/, message: t('errors:auth.codeInvalid') }]}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} style={{ maxWidth: 160 }} />
      </Form.Item>
      {confirm.isError && (
        <Form.Item>
          <ErrorAlert error={confirm.error} />
        </Form.Item>
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          {t('twoFactor.totpConfirm')}
        </Button>
        <Button onClick={onCancel}>{t('twoFactor.cancel')}</Button>
      </Space>
    </Form>
  );
}
