import { type ExtraUsersInput, maxExtraUsers } from '@prosa/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useRequestExtraUsers } from '../api/useRequestExtraUsers.ts';

interface Props {
  onClose: () => void;
}

// Asks the provider's staff for more seats than the plan's user limit.
export default function ExtraUsersModal({ onClose }: Props) {
  const { t } = useTranslation('users');
  const [form] = Form.useForm<ExtraUsersInput>();
  const request = useRequestExtraUsers();
  return (
    <FormModal
      title={t('extra.title')}
      okText={t('extra.send')}
      cancelText={t('cancel')}
      form={form}
      name="extraUsers"
      initialValues={{ quantity: 1, comment: '' }}
      save={request}
      onFinish={(values) => request.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="quantity"
        label={t('extra.quantity')}
        rules={[
          {
            required: true,
            type: 'integer',
            min: 1,
            max: maxExtraUsers,
            message: t('errors:users.extraQuantityInvalid'),
          },
        ]}
      >
        <InputNumber min={1} max={maxExtraUsers} precision={0} />
      </Form.Item>
      <Form.Item name="comment" label={t('extra.comment')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
