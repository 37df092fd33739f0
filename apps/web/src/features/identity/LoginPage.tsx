import type { TwoFactorKind } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Notice } from '../../shared/ui/Notice.tsx';
import { useLogin } from './api/useLogin.ts';
import { useVerifyCode } from './api/useVerifyCode.ts';
import { CredentialsForm } from './components/CredentialsForm.tsx';
import { LoginLayout } from './components/LoginLayout.tsx';
import { TwoFactorForm } from './components/TwoFactorForm.tsx';
import { useFinishLogin } from './useFinishLogin.ts';

// /login: e-mail and password, then the two-factor code when the user has it on.
export default function LoginPage() {
  const { t } = useTranslation('identity');
  const [challenge, setChallenge] = useState<TwoFactorKind | null>(null);
  const login = useLogin();
  const verify = useVerifyCode();
  const finish = useFinishLogin();
  // The shell sends the user here with the reason when the working day ended their session.
  const isWorkingDayOver = (useLocation().state as { reason?: string } | null)?.reason === 'workingDayEnded';

  if (challenge) {
    return (
      <LoginLayout heading={t('code.heading')}>
        <TwoFactorForm
          kind={challenge}
          onSubmit={(code) => verify.mutate(code, { onSuccess: (response) => finish.mutate(response) })}
          onBack={() => {
            verify.reset();
            setChallenge(null);
          }}
          isSubmitting={verify.isPending || finish.isPending}
          error={verify.error ?? finish.error}
        />
      </LoginLayout>
    );
  }
  return (
    <LoginLayout heading={t('signInHeading')}>
      {isWorkingDayOver && <Notice type="warning" title={t('workingDayEnded')} />}
      <CredentialsForm
        onSubmit={(credentials) =>
          login.mutate(credentials, {
            onSuccess: (response) => {
              if (response.twoFactor) setChallenge(response.twoFactor);
              else finish.mutate(response);
            },
          })
        }
        isSubmitting={login.isPending || finish.isPending}
        error={login.error ?? finish.error}
      />
    </LoginLayout>
  );
}
