import type { ErrorCode } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../shared/ui/FormField.tsx';
import { Notice } from '../../shared/ui/Notice.tsx';
import { useForgotPassword } from './api/useForgotPassword.ts';
import { LoginLayout } from './components/LoginLayout.tsx';
import { SubmitButton } from './components/SubmitButton.tsx';
import { validateEmail } from './validation/validateEmail.ts';

// /login/forgot: the same confirmation whether or not the e-mail exists.
export default function ForgotPasswordPage() {
  const { t } = useTranslation('identity');
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<ErrorCode | null>(null);

  return (
    <LoginLayout heading={t('forgot.heading')}>
      {forgot.isSuccess ? (
        <Notice type="success" title={t('forgot.sentTitle')}>
          {t('forgot.sentText')}
        </Notice>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const found = validateEmail(email);
            setInvalid(found);
            if (!found) forgot.mutate(email.trim());
          }}
        >
          <FormField
            id="forgot-email"
            label={t('email')}
            hint={t('forgot.hint')}
            error={invalid && t(`errors:${invalid}`)}
          >
            <input
              id="forgot-email"
              className="p-input"
              type="email"
              autoComplete="email"
              // biome-ignore lint/a11y/noAutofocus: the e-mail is the only thing to do on this screen.
              autoFocus
              value={email}
              aria-invalid={Boolean(invalid)}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <ErrorAlert error={forgot.error} />
          <SubmitButton isBusy={forgot.isPending}>{t('forgot.send')}</SubmitButton>
        </form>
      )}
      <p className="p-center">
        <Link className="p-link" to="/login">
          {t('backToSignIn')}
        </Link>
      </p>
    </LoginLayout>
  );
}
