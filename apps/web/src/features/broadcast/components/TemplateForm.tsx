import { type BroadcastTemplateInput, broadcastTemplateCategories } from '@prosa/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { SmsSegmentCount } from '../../../shared/ui/SmsSegmentCount.tsx';
import { useBroadcastChannels, useCreateTemplate } from '../api/useBroadcast.ts';
import { templateInput } from '../templateInput.ts';
import { BroadcastChannelSelect } from './BroadcastChannelSelect.tsx';
import { EmailTemplateFields } from './EmailTemplateFields.tsx';
import { TemplateExtrasFields } from './TemplateExtrasFields.tsx';

// A new template for a WhatsApp number, an SMS or an e-mail channel: WhatsApp's has a header and
// buttons and is submitted to the channel's provider; an SMS one shows the segments its body takes
// (one credit each); an e-mail one has a subject, HTML and a text part. The server checks the rest
// (the variables, the name's form, each channel's parts).
export function TemplateForm() {
  const { t } = useTranslation('broadcast');
  const [form] = Form.useForm<BroadcastTemplateInput>();
  const create = useCreateTemplate();
  const channels = useBroadcastChannels();
  const channelId = Form.useWatch('channelId', form);
  const body: string = Form.useWatch('body', form) ?? '';
  const type = channels.data?.channels.find((channel) => channel.id === channelId)?.type;
  return (
    <Form
      form={form}
      name="template"
      layout="vertical"
      initialValues={{ category: 'marketing', language: 'pt_BR' }}
      onValuesChange={(changed: Partial<BroadcastTemplateInput>) => {
        // Another kind of channel has other parts: none of the former's is sent with it.
        if ('channelId' in changed)
          form.resetFields(['header', 'buttons', 'emailSubject', 'emailHtml', 'emailText']);
      }}
      onFinish={(values) =>
        create.mutate(templateInput(values), {
          onSuccess: () =>
            form.resetFields([
              'name',
              'body',
              'header',
              'buttons',
              'tags',
              'observations',
              'emailSubject',
              'emailHtml',
              'emailText',
            ]),
        })
      }
    >
      <Form.Item
        name="channelId"
        label={t('form.channel')}
        rules={[{ required: true, message: t('form.channelRequired') }]}
      >
        <BroadcastChannelSelect />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} extra={t('form.nameHint')}>
        <Input />
      </Form.Item>
      <Form.Item name="category" label={t('form.category')}>
        <Select
          options={broadcastTemplateCategories.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="language" label={t('form.language')}>
        <Input />
      </Form.Item>
      {type === 'email' && <EmailTemplateFields />}
      <Form.Item
        name="body"
        label={type === 'email' ? t('form.emailBody') : t('form.body')}
        extra={t('form.bodyHint')}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
      {type === 'sms' && <SmsSegmentCount text={body} />}
      <TemplateExtrasFields whatsapp={type === undefined || type === 'whatsapp'} />
      <ErrorAlert error={create.error} />
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        {type === undefined || type === 'whatsapp' ? t('form.submit') : t('form.create')}
      </Button>
    </Form>
  );
}
