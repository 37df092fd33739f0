import { type KnowledgeBase, type KnowledgeBaseInput, knowledgeLimits } from '@prosa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useSaveKnowledgeBase } from '../api/useSaveKnowledgeBase.ts';

interface Props {
  // The base being edited; null creates a new one.
  base: KnowledgeBase | null;
  onClose: () => void;
}

// The form checks the title before asking; the server decides whether it is already used.
export function BaseFormModal({ base, onClose }: Props) {
  const { t } = useTranslation('knowledge');
  const [form] = Form.useForm<KnowledgeBaseInput>();
  const save = useSaveKnowledgeBase();
  const submit = (fields: KnowledgeBaseInput) =>
    save.mutate({ id: base?.id ?? null, fields }, { onSuccess: onClose });

  return (
    <FormModal
      title={base ? t('bases.editTitle', { title: base.title }) : t('bases.createTitle')}
      okText={t('bases.save')}
      cancelText={t('cancel')}
      form={form}
      name="knowledgeBase"
      initialValues={base ?? { title: '', description: '' }}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('bases.titleLabel')}
        rules={[
          { required: true, whitespace: true, message: t('errors:knowledge.baseTitleRequired') },
          { max: knowledgeLimits.baseTitle, message: t('errors:knowledge.baseTitleTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={knowledgeLimits.baseTitle} />
      </Form.Item>
      <Form.Item name="description" label={t('bases.descriptionLabel')}>
        <Input.TextArea rows={3} maxLength={knowledgeLimits.baseDescription} />
      </Form.Item>
    </FormModal>
  );
}
