import type { QuickResponse, QuickResponseInput } from '@prosa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/ui/FormModal.tsx';
import { useSaveQuickResponse } from '../api/useSaveQuickResponse.ts';

interface Props {
  // The response being edited; null creates a new one.
  response: QuickResponse | null;
  onClose: () => void;
}

const newResponse: QuickResponseInput = { title: '', message: '' };

// The form checks what it can before asking; the server decides the rest. The message is plain
// text, sent as typed.
export function QuickResponseFormModal({ response, onClose }: Props) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<QuickResponseInput>();
  const save = useSaveQuickResponse();
  const submit = (fields: QuickResponseInput) =>
    save.mutate({ id: response?.id ?? null, fields }, { onSuccess: onClose });

  return (
    <FormModal
      title={
        response ? t('quickResponses.editTitle', { title: response.title }) : t('quickResponses.createTitle')
      }
      okText={t('quickResponses.save')}
      cancelText={t('quickResponses.cancel')}
      form={form}
      name="quickResponse"
      initialValues={response ? { title: response.title, message: response.message } : newResponse}
      save={save}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item
        name="title"
        label={t('quickResponses.titleLabel')}
        rules={[
          { required: true, whitespace: true, message: t('errors:team.quickResponseTitleRequired') },
          { max: 80, message: t('errors:team.quickResponseTitleTooLong') },
        ]}
      >
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Form.Item
        name="message"
        label={t('quickResponses.messageLabel')}
        rules={[
          { required: true, whitespace: true, message: t('errors:team.quickResponseMessageRequired') },
          { max: 2000, message: t('errors:team.quickResponseMessageTooLong') },
        ]}
      >
        <Input.TextArea rows={4} maxLength={2000} />
      </Form.Item>
    </FormModal>
  );
}
