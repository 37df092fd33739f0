import { type KnowledgeResponseType, knowledgeLimits } from '@prosa/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useDepartmentOptions } from '../api/useDepartmentOptions.ts';

// The types the dialog edits. Carousel, guide screen and jump responses (from flows or an API
// client) are kept as they are and only shown by name.
const editableTypes: KnowledgeResponseType[] = ['text', 'image', 'video', 'document', 'liveChat', 'random'];

interface Props {
  name: number;
  number: number;
  onRemove: () => void;
}

export function ResponseEditor({ name, number, onRemove }: Props) {
  const { t } = useTranslation('knowledge');
  // preserve: the type's own field is not rendered for the read-only types, yet its value is wanted.
  const type: KnowledgeResponseType | undefined = Form.useWatch(['responses', name, 'type'], {
    preserve: true,
  });
  const departments = useDepartmentOptions();
  const isEditable = type !== undefined && editableTypes.includes(type);
  const textRule = { required: true, whitespace: true, message: t('errors:knowledge.responseTextRequired') };
  const urlRule = { pattern: /^https?:\/\/\S+$/i, message: t('errors:knowledge.responseUrlInvalid') };
  const label = (field: string) => t(`questions.responseFields.${field}`, { number });

  return (
    <div className="knowledge-response">
      <div className="knowledge-row">
        {isEditable ? (
          <Form.Item name={[name, 'type']}>
            <NativeSelect<KnowledgeResponseType>
              aria-label={t('questions.responseTypeLabel', { number })}
              options={editableTypes.map((value) => ({ value, label: t(`responseTypes.${value}`) }))}
            />
          </Form.Item>
        ) : (
          <span>{type ? t(`responseTypes.${type}`) : ''}</span>
        )}
        <Button aria-label={t('questions.removeResponse', { number })} onClick={onRemove}>
          {t('remove')}
        </Button>
      </div>
      {type === 'text' && (
        <Form.Item name={[name, 'text']} rules={[textRule]}>
          <Input.TextArea aria-label={label('text')} rows={2} maxLength={knowledgeLimits.responseText} />
        </Form.Item>
      )}
      {(type === 'image' || type === 'video' || type === 'document') && (
        <>
          <Form.Item name={[name, 'url']} rules={[{ ...textRule, message: urlRule.message }, urlRule]}>
            <Input aria-label={label('url')} placeholder="https://" autoComplete="off" />
          </Form.Item>
          <Form.Item name={[name, 'caption']}>
            <Input aria-label={label('caption')} maxLength={knowledgeLimits.responseText} />
          </Form.Item>
        </>
      )}
      {type === 'liveChat' && (
        <Form.Item
          name={[name, 'departmentId']}
          rules={[{ required: true, message: t('errors:knowledge.responseDepartmentRequired') }]}
        >
          <NativeSelect<string> aria-label={label('department')} options={departments.data ?? []} />
        </Form.Item>
      )}
      {type === 'random' && (
        // One text per line; blank lines are dropped when saving.
        <Form.Item
          name={[name, 'texts']}
          getValueProps={(texts?: string[]) => ({ value: (texts ?? []).join('\n') })}
          normalize={(value: string) => value.split('\n')}
          rules={[
            {
              validator: async (_, texts: string[] = []) => {
                if (texts.filter((text) => text.trim() !== '').length < 2)
                  throw new Error(t('errors:knowledge.responseRandomTooFew'));
              },
            },
          ]}
          extra={t('questions.randomHint')}
        >
          <Input.TextArea aria-label={label('random')} rows={3} />
        </Form.Item>
      )}
    </div>
  );
}
