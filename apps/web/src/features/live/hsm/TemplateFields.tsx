import { hsmBodyMaxLength } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSyncHsmTemplates } from './useHsmTemplates.ts';
import type { TemplateChoice } from './useTemplateChoice.ts';

// A channel's template picker (with the sync from the provider), a field per variable and the
// preview with its character count.
export function TemplateFields({ channelId, choice }: { channelId: string; choice: TemplateChoice }) {
  const { t } = useTranslation('live');
  const id = useId();
  const sync = useSyncHsmTemplates();
  return (
    <>
      <FormField id={id} label={t('hsm.template')}>
        <NativeSelect<string | null>
          id={id}
          value={choice.templateKey}
          onChange={choice.choose}
          options={choice.options}
        />
      </FormField>
      <Button loading={sync.isPending} onClick={() => sync.mutate(channelId)}>
        {t('hsm.sync')}
      </Button>
      {choice.template &&
        choice.variables.map((value, index) => {
          const variableId = `${id}-variable-${index}`;
          return (
            <FormField key={variableId} id={variableId} label={t('hsm.variable', { number: index + 1 })}>
              <Input
                id={variableId}
                value={value}
                onChange={(event) => choice.setVariable(index, event.target.value)}
              />
            </FormField>
          );
        })}
      {choice.template && (
        <section aria-label={t('hsm.preview')} className="live-hsm-preview">
          <div className="p-hint">{t('hsm.preview')}</div>
          <p style={{ whiteSpace: 'pre-wrap' }}>{choice.preview}</p>
          <div className="p-hint">
            {t('hsm.characters', { count: choice.preview.length, max: hsmBodyMaxLength })}
          </div>
        </section>
      )}
      <ErrorAlert error={choice.templates.error ?? sync.error} />
    </>
  );
}
