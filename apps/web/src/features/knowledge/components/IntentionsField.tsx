import { knowledgeLimits } from '@prosa/contracts';
import { findDuplicateIntention } from '@prosa/domain';
import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';

// An intention's word and weight; the list refuses a repeated word as the server does (accent-
// and case-blind), asking for more weight instead.
export function IntentionsField() {
  const { t } = useTranslation('knowledge');
  const { weightMin, weightMax } = knowledgeLimits;
  return (
    <Form.List
      name="intentions"
      rules={[
        {
          validator: async (_, intentions: Array<{ word?: string }> = []) => {
            if (intentions.length === 0) throw new Error(t('errors:knowledge.intentionsRequired'));
            const duplicate = findDuplicateIntention(intentions.map(({ word }) => ({ word: word ?? '' })));
            if (duplicate !== null)
              throw new Error(t('errors:knowledge.intentionDuplicate', { word: duplicate }));
          },
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <fieldset className="knowledge-response">
          <legend>{t('questions.intentions')}</legend>
          {fields.map((field, index) => (
            <div key={field.key} className="knowledge-row">
              <Form.Item
                name={[field.name, 'word']}
                rules={[
                  { required: true, whitespace: true, message: t('errors:knowledge.intentionTooShort') },
                  { min: 2, message: t('errors:knowledge.intentionTooShort') },
                  {
                    validator: async (_, word: string = '') => {
                      if (word.trim().split(/\s+/).length > 2)
                        throw new Error(t('errors:knowledge.intentionTooManyWords'));
                    },
                  },
                ]}
              >
                <Input
                  aria-label={t('questions.intentionLabel', { number: index + 1 })}
                  placeholder={t('questions.intentionPlaceholder')}
                  maxLength={knowledgeLimits.intentionWord}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'weight']} style={{ flex: '0 0 96px' }}>
                <InputNumber
                  aria-label={t('questions.weightLabel', { number: index + 1 })}
                  min={weightMin}
                  max={weightMax}
                  precision={0}
                />
              </Form.Item>
              <Button
                aria-label={t('questions.removeIntention', { number: index + 1 })}
                onClick={() => remove(field.name)}
              >
                {t('remove')}
              </Button>
            </div>
          ))}
          <Form.ErrorList errors={errors} />
          <Button onClick={() => add({ word: '', weight: 1 })}>{t('questions.addIntention')}</Button>
        </fieldset>
      )}
    </Form.List>
  );
}
