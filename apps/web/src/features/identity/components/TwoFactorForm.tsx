import type { ErrorCode, TwoFactorKind } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { validateCode } from '../validation/validateCode.ts';
import { SubmitButton } from './SubmitButton.tsx';

interface Props {
  kind: TwoFactorKind;
  onSubmit: (code: string) => void;
  onBack: () => void;
  isSubmitting: boolean;
  error: unknown;
}

// The second step: six digits sent by SMS to the mobile, or shown by the authenticator app.
export function TwoFactorForm({ kind, onSubmit, onBack, isSubmitting, error }: Props) {
  const { t } = useTranslation('identity');
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<ErrorCode | null>(null);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateCode(code);
        setInvalid(found);
        if (!found) onSubmit(code);
      }}
    >
      <p>{t(kind === 'sms' ? 'code.sentBySms' : 'code.fromApp')}</p>
      <FormField id="login-code" label={t('code.label')} error={invalid && t(`errors:${invalid}`)}>
        <input
          id="login-code"
          className="p-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing to do on this step.
          autoFocus
          value={code}
          aria-invalid={Boolean(invalid)}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
      </FormField>
      <ErrorAlert error={error} />
      <SubmitButton isBusy={isSubmitting}>{t('code.verify')}</SubmitButton>
      <p className="p-center">
        <button type="button" className="p-link" onClick={onBack}>
          {t('backToSignIn')}
        </button>
      </p>
    </form>
  );
}
