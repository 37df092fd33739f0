import { type Tag, type TagInput, tagColorPattern } from '@prosa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useSaveTag } from '../api/useSaveTag.ts';

interface Props {
  // The tag being edited; null creates a new one.
  tag: Tag | null;
  onClose: () => void;
}

const newTag: TagInput = { title: '', color: '#1677ff', category: '', description: '' };

// The form checks what it can (title, colour) before asking; the server decides the rest (a title
// already used, say).
export function TagFormModal({ tag, onClose }: Props) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<TagInput>();
  const save = useSaveTag();
  const submit = (fields: TagInput) => save.mutate({ id: tag?.id ?? null, fields }, { onSuccess: onClose });

  return (
    <FormModal
      title={tag ? t('tags.editTitle', { title: tag.title }) : t('tags.createTitle')}
      okText={t('tags.save')}
      cancelText={t('tags.cancel')}
      form={form}
      name="tag"
      initialValues={tag ?? newTag}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('tags.titleLabel')}
        rules={[
          { required: true, whitespace: true, message: t('errors:team.tagTitleRequired') },
          { max: 60, message: t('errors:team.tagTitleTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('tags.colorLabel')}
        rules={[{ pattern: tagColorPattern, message: t('errors:team.tagColorInvalid') }]}
      >
        <input type="color" className="team-color-input" />
      </Form.Item>
      <Form.Item name="category" label={t('tags.categoryLabel')}>
        <Input autoComplete="off" maxLength={60} />
      </Form.Item>
      <Form.Item name="description" label={t('tags.descriptionLabel')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
