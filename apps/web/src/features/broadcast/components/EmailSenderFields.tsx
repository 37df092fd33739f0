import { Alert, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEmailSenders } from '../api/useBroadcast.ts';

// An e-mail dispatch's sender (campaigns §3, §5): its name, and the sender and reply-to addresses
// picked from those allowed on the account's verified sending domains, grouped by domain — nobody
// types a domain. The subject is the template's, shown as it is.
export function EmailSenderFields({ subject }: { subject: string | null }) {
  const { t } = useTranslation('broadcast');
  const senders = useEmailSenders();
  const options = (senders.data?.senders ?? []).map((sender) => ({
    label: sender.domain,
    title: sender.domain,
    options: sender.emails.map((local) => ({
      value: `${local}@${sender.domain}`,
      label: `${local}@${sender.domain}`,
    })),
  }));
  return (
    <>
      {senders.data && options.length === 0 && (
        <Alert type="warning" showIcon title={t('dispatchForm.noSenders')} />
      )}
      <Form.Item name="senderName" label={t('dispatchForm.senderName')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="senderAddress"
        label={t('dispatchForm.sender')}
        rules={[{ required: true, message: t('dispatchForm.senderRequired') }]}
      >
        <Select showSearch optionFilterProp="label" loading={senders.isLoading} options={options} />
      </Form.Item>
      <Form.Item
        name="replyTo"
        label={t('dispatchForm.replyTo')}
        rules={[{ required: true, message: t('dispatchForm.replyToRequired') }]}
      >
        <Select showSearch optionFilterProp="label" loading={senders.isLoading} options={options} />
      </Form.Item>
      {subject !== null && (
        <Form.Item label={t('dispatchForm.subject')}>
          <Input value={subject} readOnly />
        </Form.Item>
      )}
    </>
  );
}
