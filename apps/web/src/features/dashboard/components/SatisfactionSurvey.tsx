import { Alert, Button, Checkbox, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useSubmitFeedback } from '../api/useSubmitFeedback.ts';
import { contactPhone, isContactPhone } from '../contactPhone.ts';

interface SurveyValues {
  score: number;
  comment: string;
  wantsContact: boolean;
  phone?: string;
}

const scores = Array.from({ length: 11 }, (_, score) => score);

// NPS survey (spec §5 Rating): a 0-10 score, a required comment, and a phone only when the user
// asks to be contacted.
export function SatisfactionSurvey() {
  const { t } = useTranslation('dashboard');
  const [form] = Form.useForm<SurveyValues>();
  const wantsContact = Form.useWatch('wantsContact', form);
  const submit = useSubmitFeedback();

  const onFinish = (values: SurveyValues) => {
    const phone = values.wantsContact ? contactPhone(values.phone ?? '') : null;
    submit.mutate(
      { score: values.score, comment: values.comment.trim(), wantsContact: values.wantsContact, phone },
      { onSuccess: () => form.resetFields() },
    );
  };

  return (
    <Panel title={t('survey.title')}>
      <Form
        form={form}
        name="survey"
        layout="vertical"
        requiredMark={false}
        initialValues={{ wantsContact: false }}
        onFinish={onFinish}
        onValuesChange={() => submit.isSuccess && submit.reset()}
      >
        <Form.Item
          name="score"
          label={t('survey.score')}
          rules={[{ required: true, message: t('survey.scoreRequired') }]}
        >
          <Radio.Group aria-label={t('survey.score')} optionType="button">
            {scores.map((score) => (
              <Radio.Button key={score} value={score} aria-label={t('survey.scoreOption', { score })}>
                {score}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('survey.comment')}
          rules={[{ required: true, whitespace: true, message: t('survey.commentRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
        <Form.Item name="wantsContact" valuePropName="checked">
          <Checkbox>{t('survey.wantsContact')}</Checkbox>
        </Form.Item>
        {wantsContact && (
          <Form.Item
            name="phone"
            label={t('survey.phone')}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  isContactPhone(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('survey.phoneRequired'))),
              },
            ]}
          >
            <Input type="tel" autoComplete="tel" inputMode="tel" />
          </Form.Item>
        )}
        {submit.isError && (
          <Form.Item>
            <ErrorAlert error={submit.error} />
          </Form.Item>
        )}
        {submit.isSuccess && (
          <Alert
            type="success"
            showIcon
            title={t('survey.sent')}
            role="status"
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          {t('survey.submit')}
        </Button>
      </Form>
    </Panel>
  );
}
