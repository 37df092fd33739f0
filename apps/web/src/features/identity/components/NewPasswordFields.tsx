import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/ui/FormField.tsx';
import type { NewPasswordErrors } from '../validation/validateNewPassword.ts';

interface Props {
  password: string;
  confirmation: string;
  errors: NewPasswordErrors;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  isFirstField?: boolean;
}

// A new password and its confirmation, with the rule: the reset page and the first-run setup.
export function NewPasswordFields(props: Props) {
  const { t } = useTranslation('identity');
  const { errors } = props;
  return (
    <>
      <FormField
        id="new-password"
        label={t('reset.password')}
        hint={t('reset.rule')}
        error={errors.password && t(`errors:${errors.password}`)}
      >
        <input
          id="new-password"
          className="p-input"
          type="password"
          autoComplete="new-password"
          // biome-ignore lint/a11y/noAutofocus: on the reset page the new password is all there is to do.
          autoFocus={props.isFirstField}
          value={props.password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => props.onPasswordChange(event.target.value)}
        />
      </FormField>
      <FormField
        id="new-password-confirmation"
        label={t('reset.confirmation')}
        error={errors.confirmation && t(`errors:${errors.confirmation}`)}
      >
        <input
          id="new-password-confirmation"
          className="p-input"
          type="password"
          autoComplete="new-password"
          value={props.confirmation}
          aria-invalid={Boolean(errors.confirmation)}
          onChange={(event) => props.onConfirmationChange(event.target.value)}
        />
      </FormField>
    </>
  );
}
