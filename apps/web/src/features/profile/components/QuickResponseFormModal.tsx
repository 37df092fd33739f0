import type { QuickResponse, QuickResponseInput } from '@prosa/contracts';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useSaveQuickResponse } from '../api/useSaveQuickResponse.ts';

interface Props {
  // The response being edited; null creates a new one.
  response: QuickResponse | null;
  onClose: () => void;
}

const newResponse: QuickResponseInput = { title: '', message: '' };

// The form checks what it can before asking; the server's refusals show inside the dialog, which
// stays open so nothing typed is lost. The message is plain text, sent as typed.
export function QuickResponseFormModal({ response, onClose }: Props) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<QuickResponseInput>();
  const save = useSaveQuickResponse();
  const submit = (fields: QuickResponseInput) =>
    save.mutate({ id: response?.id ?? null, fields }, { onSuccess: onClose });

  return (
    <Modal
      open
      title={
        response ? t('quickResponses.editTitle', { title: response.title }) : t('quickResponses.createTitle')
      }
      okText={t('quickResponses.save')}
      cancelText={t('quickResponses.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="quickResponse"
        layout="vertical"
        initialValues={response ? { title: response.title, message: response.message } : newResponse}
        onFinish={submit}
        onValuesChange={() => save.isError && save.reset()}
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
        <ErrorAlert error={save.error} />
      </Form>
    </Modal>
  );
}
