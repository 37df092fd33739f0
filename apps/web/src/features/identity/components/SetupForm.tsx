import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { type SetupErrors, type SetupValues, validateSetup } from '../validation/validateSetup.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { SubmitButton } from './SubmitButton.tsx';

interface Props {
  onSubmit: (values: SetupValues) => void;
  isSubmitting: boolean;
  error: unknown;
}

const textFields = [
  { key: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { key: 'name', label: 'setup.name', type: 'text', autoComplete: 'name' },
  { key: 'accountName', label: 'setup.accountName', type: 'text', autoComplete: 'organization' },
] as const;

// The first administrator of a new production server: who they are, their company's account, and
// their password.
export function SetupForm({ onSubmit, isSubmitting, error }: Props) {
  const { t } = useTranslation('identity');
  const [values, setValues] = useState<SetupValues>({
    email: '',
    name: '',
    accountName: '',
    password: '',
    confirmation: '',
  });
  const [errors, setErrors] = useState<SetupErrors>({});
  const set = (key: keyof SetupValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateSetup(values);
        setErrors(found);
        if (Object.keys(found).length === 0) onSubmit(values);
      }}
    >
      {textFields.map((field) => (
        <FormField
          key={field.key}
          id={`setup-${field.key}`}
          label={t(field.label)}
          error={errors[field.key] && t(`errors:${errors[field.key]}`)}
        >
          <input
            id={`setup-${field.key}`}
            className="p-input"
            type={field.type}
            autoComplete={field.autoComplete}
            value={values[field.key]}
            aria-invalid={Boolean(errors[field.key])}
            onChange={(event) => set(field.key)(event.target.value)}
          />
        </FormField>
      ))}
      <NewPasswordFields
        password={values.password}
        confirmation={values.confirmation}
        errors={errors}
        onPasswordChange={set('password')}
        onConfirmationChange={set('confirmation')}
      />
      <ErrorAlert error={error} />
      <SubmitButton isBusy={isSubmitting}>{t('setup.save')}</SubmitButton>
    </form>
  );
}
