import { listLimits, type RecipientList } from '@prosa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useRenameList } from '../api/useListActions.ts';

export function RenameListModal({ list, onClose }: { list: RecipientList; onClose: () => void }) {
  const { t } = useTranslation('lists');
  const [form] = Form.useForm<{ title: string }>();
  const rename = useRenameList();
  return (
    <FormModal
      title={t('rename.title', { title: list.title })}
      okText={t('rename.save')}
      cancelText={t('rename.cancel')}
      form={form}
      name="renameList"
      initialValues={{ title: list.title }}
      save={rename}
      onFinish={({ title }) => rename.mutate({ id: list.id, title: title.trim() }, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('rename.name')}
        rules={[
          { required: true, whitespace: true, message: t('errors:lists.titleRequired') },
          { max: listLimits.title, message: t('errors:lists.titleTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={listLimits.title} />
      </Form.Item>
    </FormModal>
  );
}
