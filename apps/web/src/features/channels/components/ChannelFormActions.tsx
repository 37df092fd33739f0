import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';

interface Props {
  error: unknown;
  isDisabled: boolean;
  saveLabel: string;
  isSaved: boolean;
}

// The end of a provider channel's form: what went wrong, the save button and "saved".
export function ChannelFormActions({ error, isDisabled, saveLabel, isSaved }: Props) {
  const { t } = useTranslation('channels');
  return (
    <>
      <ErrorAlert error={error} />
      <div className="p-row">
        <button type="submit" className="p-button p-button-primary" disabled={isDisabled}>
          {saveLabel}
        </button>
        <span role="status" className="p-secondary">
          {isSaved && t('whatsapp.saved')}
        </span>
      </div>
    </>
  );
}
