import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Notice } from '../../shared/ui/Notice.tsx';
import { useResetPassword } from './api/useResetPassword.ts';
import { LoginLayout } from './components/LoginLayout.tsx';
import { NewPasswordForm } from './components/NewPasswordForm.tsx';

// /login/reset?token=…: the link from the password-reset e-mail (valid once, for one hour).
export default function ResetPasswordPage() {
  const { t } = useTranslation('identity');
  const token = useSearchParams()[0].get('token') ?? '';
  const reset = useResetPassword();

  if (reset.isSuccess) {
    return (
      <LoginLayout heading={t('reset.heading')}>
        <Notice type="success" title={t('reset.doneTitle')} />
        <Link className="p-button p-button-primary p-button-block" to="/login">
          {t('signIn')}
        </Link>
      </LoginLayout>
    );
  }
  return (
    <LoginLayout heading={t('reset.heading')}>
      {token ? (
        <NewPasswordForm
          onSubmit={(values) => reset.mutate({ token, ...values })}
          isSubmitting={reset.isPending}
          error={reset.error}
        />
      ) : (
        <Notice type="warning" title={t('errors:auth.resetTokenInvalid')} />
      )}
      <p className="p-center">
        <Link className="p-link" to="/login/forgot">
          {t('reset.askAgain')}
        </Link>
      </p>
    </LoginLayout>
  );
}
