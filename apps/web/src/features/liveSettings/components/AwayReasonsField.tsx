import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

// The away reasons an attendant picks from. A reason keeps its hidden _id, so the server knows it.
export function AwayReasonsField() {
  const { t } = useTranslation('liveSettings');
  return (
    <Form.List name={['away', 'options']}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <div key={field.key} className="live-reason">
              <Form.Item
                name={[field.name, 'label']}
                rules={[
                  { required: true, whitespace: true, message: t('errors:team.liveAwayReasonRequired') },
                  { max: 60, message: t('errors:team.liveAwayReasonTooLong') },
                ]}
                noStyle
              >
                <Input aria-label={t('behavior.reasonLabel', { number: index + 1 })} maxLength={60} />
              </Form.Item>
              <Button
                aria-label={t('behavior.removeReason', { number: index + 1 })}
                onClick={() => remove(field.name)}
              >
                {t('delete')}
              </Button>
            </div>
          ))}
          <Button onClick={() => add({ label: '' })}>{t('behavior.addReason')}</Button>
        </>
      )}
    </Form.List>
  );
}
