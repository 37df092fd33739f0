import type { FinishInput } from '@prosa/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSettings } from '../../../shared/liveSettings/useLiveSettings.ts';
import { useAccountTags } from '../../../shared/tags/useAccountTags.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { buildFinishInput, type FinishForm } from '../model/buildFinishInput.ts';

interface Props {
  onClose: () => void;
  onFinish: (input: FinishInput) => Promise<void>;
}

// Finish, or finish and archive (the next customer message restarts the bot), with the tags and
// the monetary value the account's finishOption asks for; loaded on first use.
export default function FinishDialog({ onClose, onFinish }: Props) {
  const { t } = useTranslation('live');
  const settings = useLiveSettings();
  const tags = useAccountTags();
  const option = settings.data?.behavior.finishOption;
  const [form, setForm] = useState<Omit<FinishForm, 'currency'>>({ tagIds: [], value: '', archive: false });
  // The account's currency until the attendant picks the other.
  const [chosenCurrency, setChosenCurrency] = useState<FinishForm['currency'] | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const currency = chosenCurrency ?? option?.monetaryValue.currency ?? 'BRL';

  const finish = (archive: boolean) => {
    if (!option) return;
    const built = buildFinishInput({ ...form, currency, archive }, option);
    setMissing(built.missing);
    if (built.input) onFinish(built.input).catch(setError);
  };
  const toggleTag = (id: string, isChecked: boolean) =>
    setForm((f) => ({
      ...f,
      tagIds: isChecked ? [...f.tagIds, id] : f.tagIds.filter((tagId) => tagId !== id),
    }));

  return (
    <Modal
      open
      title={t('finish.title')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('finish.cancel')}
        </Button>,
        <Button key="archive" onClick={() => finish(true)} disabled={!option}>
          {t('finish.finishArchive')}
        </Button>,
        <Button key="finish" type="primary" onClick={() => finish(false)} disabled={!option}>
          {t('finish.finish')}
        </Button>,
      ]}
    >
      <ErrorAlert error={error ?? settings.error ?? tags.error} />
      {missing && (
        <p role="alert" className="live-message-error">
          {t(missing)}
        </p>
      )}
      {option?.tags.isActive && (
        <fieldset className="live-finish-tags">
          <legend>{option.tags.mandatory ? t('finish.tagsMandatory') : t('finish.tags')}</legend>
          {(tags.data ?? []).map((tag) => (
            <label key={tag.id}>
              <input
                type="checkbox"
                checked={form.tagIds.includes(tag.id)}
                onChange={(event) => toggleTag(tag.id, event.target.checked)}
              />{' '}
              {tag.title}
            </label>
          ))}
        </fieldset>
      )}
      {option?.monetaryValue.isActive && (
        <div className="live-finish-value">
          <label>
            {option.monetaryValue.mandatory ? t('finish.valueMandatory') : t('finish.value')}
            <input
              className="p-input"
              inputMode="decimal"
              value={form.value}
              onChange={(event) => setForm((f) => ({ ...f, value: event.target.value }))}
            />
          </label>
          <NativeSelect<'BRL' | 'USD'>
            aria-label={t('finish.currency')}
            value={currency}
            options={[
              { value: 'BRL', label: 'BRL' },
              { value: 'USD', label: 'USD' },
            ]}
            onChange={setChosenCurrency}
          />
        </div>
      )}
    </Modal>
  );
}
