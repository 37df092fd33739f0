import {
  type KnowledgeQuestion,
  knowledgeLimits,
  type QuestionStatus,
  questionStatuses,
} from '@prosa/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { useSaveKnowledgeQuestion } from '../api/useSaveKnowledgeQuestion.ts';
import { type QuestionFormValues, toQuestionInput } from '../toQuestionInput.ts';
import { IntentionsField } from './IntentionsField.tsx';
import { ResponsesField } from './ResponsesField.tsx';

interface Props {
  baseId: string;
  // The question being edited; null creates a new one.
  question: KnowledgeQuestion | null;
  onClose: () => void;
}

const newQuestion: QuestionFormValues = {
  title: '',
  responses: [{ type: 'text', text: '' }],
  intentions: [{ word: '', weight: 1 }],
  minimumWeight: null,
  status: 'active',
};

// The form checks each field as the contract does; the server has the last word (a department of
// another account, say).
export function QuestionFormModal({ baseId, question, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<QuestionFormValues>();
  const save = useSaveKnowledgeQuestion(baseId);
  const submit = (values: QuestionFormValues) =>
    save.mutate({ id: question?.id ?? null, fields: toQuestionInput(values) }, { onSuccess: onClose });

  return (
    <FormModal
      title={question ? t('questions.editTitle', { title: question.title }) : t('questions.createTitle')}
      okText={t('questions.save')}
      cancelText={t('cancel')}
      form={form}
      name="knowledgeQuestion"
      initialValues={question ?? newQuestion}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('questions.titleLabel')}
        rules={[
          { required: true, whitespace: true, message: t('errors:knowledge.questionTitleRequired') },
          { max: knowledgeLimits.questionTitle, message: t('errors:knowledge.questionTitleTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={knowledgeLimits.questionTitle} />
      </Form.Item>
      <div className="knowledge-row">
        <Form.Item name="status" label={t('questions.status')}>
          <NativeSelect<QuestionStatus>
            options={questionStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="minimumWeight"
          label={t('questions.minimumWeight')}
          tooltip={t('questions.minimumWeightHint')}
        >
          <InputNumber
            min={1}
            max={knowledgeLimits.minimumWeightMax}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </div>
      <IntentionsField />
      <ResponsesField />
    </FormModal>
  );
}
