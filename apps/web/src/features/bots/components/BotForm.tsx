import { type BotInput, type BotSummary, type Language, languages } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { useCreateBot } from '../api/useCreateBot.ts';
import { useEditBot } from '../api/useEditBot.ts';

interface Props {
  departments: Array<{ id: string; name: string }>;
  // The chatbot being edited; without one the form creates a new chatbot.
  bot?: BotSummary;
  onDone?: () => void;
}

// Administrators add a chatbot (its webchat channel and token come with it) or change one's name,
// default department and language; the token, and so the installed snippets, stay.
export function BotForm({ departments, bot, onDone }: Props) {
  const { t } = useTranslation('bots');
  const id = useId();
  const create = useCreateBot();
  const edit = useEditBot(bot?._id ?? '');
  const save = bot ? edit : create;
  const [name, setName] = useState(bot?.name ?? '');
  const [departmentId, setDepartmentId] = useState(bot?.defaultDepartmentId ?? '');
  const [language, setLanguage] = useState<Language | ''>(bot?.language ?? '');
  const label = bot ? t('editOf', { name: bot.name }) : t('create');

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: BotInput = { name, defaultDepartmentId: departmentId || null, language: language || null };
    save.mutate(input, {
      onSuccess: () => {
        if (!bot) setName('');
        onDone?.();
      },
    });
  }

  return (
    <form aria-label={label} className="bots-form" onSubmit={submit}>
      <FormField id={`${id}-name`} label={t('name')}>
        <input
          id={`${id}-name`}
          className="p-input"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-department`} label={t('defaultDepartment')}>
        <select
          id={`${id}-department`}
          className="p-input"
          value={departmentId}
          onChange={(event) => setDepartmentId(event.target.value)}
        >
          <option value="">{t('none')}</option>
          {departments.map((department) => (
            <option key={department.id} value={department.id}>
              {department.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField id={`${id}-language`} label={t('language')}>
        <select
          id={`${id}-language`}
          className="p-input"
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language | '')}
        >
          <option value="">{t('pageLanguage')}</option>
          {languages.map((code) => (
            <option key={code} value={code}>
              {t(`common:languages.${code}`)}
            </option>
          ))}
        </select>
      </FormField>
      <ErrorAlert error={save.error} />
      <div className="p-row">
        <button type="submit" className="p-button p-button-primary" disabled={save.isPending}>
          {bot ? t('save') : t('create')}
        </button>
        {onDone && bot && (
          <button type="button" className="p-button" onClick={onDone}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
