import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponseEditor } from './ResponseEditor.tsx';

// The question's responses, sent in order.
export function ResponsesField() {
  const { t } = useTranslation('knowledge');
  return (
    <Form.List
      name="responses"
      rules={[
        {
          validator: async (_, responses: unknown[] = []) => {
            if (responses.length === 0) throw new Error(t('errors:knowledge.responsesRequired'));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="knowledge-response">
          <legend>{t('questions.responses')}</legend>
          {fields.map((field, index) => (
            <ResponseEditor
              key={field.key}
              name={field.name}
              number={index + 1}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add({ type: 'text', text: '' })}>{t('questions.addResponse')}</Button>
        </fieldset>
      )}
    </Form.List>
  );
}
