import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { type CredentialsErrors, validateCredentials } from '../validation/validateCredentials.ts';
import { SubmitButton } from './SubmitButton.tsx';

interface Props {
  onSubmit: (credentials: { email: string; password: string }) => void;
  isSubmitting: boolean;
  error: unknown;
}

export function CredentialsForm({ onSubmit, isSubmitting, error }: Props) {
  const { t } = useTranslation('identity');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialsErrors>({});

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateCredentials(email, password);
        setErrors(found);
        if (!found.email && !found.password) onSubmit({ email: email.trim(), password });
      }}
    >
      <FormField id="login-email" label={t('email')} error={errors.email && t(`errors:${errors.email}`)}>
        <input
          id="login-email"
          className="p-input"
          type="email"
          autoComplete="username"
          // biome-ignore lint/a11y/noAutofocus: the e-mail is the only thing to do on this screen.
          autoFocus
          value={email}
          aria-invalid={Boolean(errors.email)}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('password')}
        error={errors.password && t(`errors:${errors.password}`)}
      >
        <input
          id="login-password"
          className="p-input"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <ErrorAlert error={error} />
      <SubmitButton isBusy={isSubmitting}>{t('signIn')}</SubmitButton>
      <p className="p-center">
        <Link className="p-link" to="/login/forgot">
          {t('forgotLink')}
        </Link>
      </p>
    </form>
  );
}
