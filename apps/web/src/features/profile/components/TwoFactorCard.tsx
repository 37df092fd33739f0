import type { User } from '@prosa/contracts';
import { Button, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../../shared/chunks/lazyPage.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useConfigureTwoFactor } from '../api/useConfigureTwoFactor.ts';
import { useStartTotp } from '../api/useStartTotp.ts';
import { formatMobile } from '../formatMobile.ts';
import { DisableTwoFactorForm } from './DisableTwoFactorForm.tsx';

type Step = 'overview' | 'totp' | 'disable';

// Few users set an authenticator up, and its QR code drawing is heavy: loaded on the first setup.
const TotpSetup = lazyPage('TotpSetup', () => import('./TotpSetup.tsx'));

export function TwoFactorCard({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [step, setStep] = useState<Step>('overview');
  const startTotp = useStartTotp();
  const smsSetup = useConfigureTwoFactor();
  const mobile = formatMobile(user.ddi, user.phone);
  const failure = startTotp.error ?? smsSetup.error;
  const backToOverview = () => {
    startTotp.reset();
    smsSetup.reset();
    setStep('overview');
  };

  const status =
    user.twoFactor === 'totp'
      ? t('twoFactor.statusTotp')
      : user.twoFactor === 'sms'
        ? t('twoFactor.statusSms', { mobile })
        : t('twoFactor.statusOff');
  return (
    <Panel title={t('twoFactor.title')}>
      <Typography.Paragraph strong role="status">
        {status}
      </Typography.Paragraph>
      {step === 'totp' && startTotp.data && (
        <Suspense fallback={<Typography.Paragraph>{t('loading')}</Typography.Paragraph>}>
          <TotpSetup
            secret={startTotp.data.secret}
            otpauthUrl={startTotp.data.otpauthUrl}
            onDone={backToOverview}
            onCancel={backToOverview}
          />
        </Suspense>
      )}
      {step === 'disable' && <DisableTwoFactorForm onDone={backToOverview} onCancel={backToOverview} />}
      {step === 'overview' && (
        <>
          <Typography.Paragraph type="secondary">
            {mobile ? t('twoFactor.smsTo', { mobile }) : t('twoFactor.smsNeedsMobile')}
          </Typography.Paragraph>
          {failure && (
            <div style={{ marginBottom: 16 }}>
              <ErrorAlert error={failure} />
            </div>
          )}
          <Space wrap>
            {user.twoFactor !== 'totp' && (
              <Button
                type="primary"
                loading={startTotp.isPending}
                onClick={() => startTotp.mutate(undefined, { onSuccess: () => setStep('totp') })}
              >
                {t('twoFactor.useTotp')}
              </Button>
            )}
            {user.twoFactor !== 'sms' && (
              <Button loading={smsSetup.isPending} onClick={() => smsSetup.mutate({ kind: 'sms' })}>
                {t('twoFactor.useSms')}
              </Button>
            )}
            {user.twoFactor && (
              <Button danger onClick={() => setStep('disable')}>
                {t('twoFactor.disable')}
              </Button>
            )}
          </Space>
        </>
      )}
    </Panel>
  );
}
