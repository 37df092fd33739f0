import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { type NewPasswordErrors, validateNewPassword } from '../validation/validateNewPassword.ts';
import { SubmitButton } from './SubmitButton.tsx';

interface Props {
  onSubmit: (values: { password: string; confirmation: string }) => void;
  isSubmitting: boolean;
  error: unknown;
}

export function NewPasswordForm({ onSubmit, isSubmitting, error }: Props) {
  const { t } = useTranslation('identity');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateNewPassword(password, confirmation);
        setErrors(found);
        if (!found.password && !found.confirmation) onSubmit({ password, confirmation });
      }}
    >
      <FormField
        id="reset-password"
        label={t('reset.password')}
        hint={t('reset.rule')}
        error={errors.password && t(`errors:${errors.password}`)}
      >
        <input
          id="reset-password"
          className="p-input"
          type="password"
          autoComplete="new-password"
          // biome-ignore lint/a11y/noAutofocus: the new password is the only thing to do here.
          autoFocus
          value={password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField
        id="reset-confirmation"
        label={t('reset.confirmation')}
        error={errors.confirmation && t(`errors:${errors.confirmation}`)}
      >
        <input
          id="reset-confirmation"
          className="p-input"
          type="password"
          autoComplete="new-password"
          value={confirmation}
          aria-invalid={Boolean(errors.confirmation)}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </FormField>
      <ErrorAlert error={error} />
      <SubmitButton isBusy={isSubmitting}>{t('reset.save')}</SubmitButton>
    </form>
  );
}
