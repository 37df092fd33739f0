import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The flow's description, shared by the lite and pro editors: required to save, so marked as such
// before anyone tries (the mark is visual; the field itself says it is required).
export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('flows');
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>
        <span className="p-required-mark" aria-hidden="true">
          *
        </span>
        {t('editor.description')}
      </label>
      <input
        id={id}
        className="p-input"
        required
        aria-required="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
