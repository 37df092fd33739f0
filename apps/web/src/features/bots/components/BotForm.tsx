import { type Language, languages } from '@prosa/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { useCreateBot } from '../api/useCreateBot.ts';

interface Props {
  departments: Array<{ id: string; name: string }>;
}

// Administrators add a chatbot; its webchat channel and token come with it.
export function NewBotForm({ departments }: Props) {
  const { t } = useTranslation('bots');
  const id = useId();
  const create = useCreateBot();
  const [name, setName] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [language, setLanguage] = useState<Language | ''>('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate(
      { name, defaultDepartmentId: departmentId || null, language: language || null },
      { onSuccess: () => setName('') },
    );
  }

  return (
    <form aria-label={t('create')} className="bots-form" onSubmit={submit}>
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
      <ErrorAlert error={create.error} />
      <button type="submit" className="p-button p-button-primary" disabled={create.isPending}>
        {t('create')}
      </button>
    </form>
  );
}
