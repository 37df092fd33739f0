import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { type NewPasswordErrors, validateNewPassword } from '../validation/validateNewPassword.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
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
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        errors={errors}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        isFirstField
      />
      <ErrorAlert error={error} />
      <SubmitButton isBusy={isSubmitting}>{t('reset.save')}</SubmitButton>
    </form>
  );
}
