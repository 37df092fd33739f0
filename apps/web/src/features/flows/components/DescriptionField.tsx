import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The flow's description (required to save), shared by the lite and pro editors.
export function DescriptionField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('flows');
  const id = useId();
  return (
    <div className="p-field">
      <label htmlFor={id}>{t('editor.description')}</label>
      <input id={id} className="p-input" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
