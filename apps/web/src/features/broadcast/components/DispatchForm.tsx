import { type BroadcastDispatch, broadcastFlowIndexMax } from '@prosa/contracts';
import { Button, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import {
  useBroadcastChannels,
  useBroadcastTemplates,
  useCreateDispatch,
  useRecipientLists,
  useSaveDraft,
  useSendDraft,
} from '../api/useBroadcast.ts';
import { type DispatchFormValues, dispatchInput, draftInput } from '../dispatchInput.ts';
import { zonedLocal } from '../zonedTime.ts';
import { BroadcastChannelSelect } from './BroadcastChannelSelect.tsx';
import { DispatchPreview } from './DispatchPreview.tsx';
import { EmailSenderFields } from './EmailSenderFields.tsx';

// A new dispatch, or a draft edited (campaigns §3, §4, §5): its name, the channel it goes through
// (a WhatsApp number, an SMS or an e-mail channel), an approved template of that channel with a
// value for each {{n}}, a list as its audience (its phones, or its e-mails for e-mail; a list made
// from a CRM filter on /contacts brings that filter's contacts), lists excluded from it, the flow
// line a reply starts at, and when: now, at a date and time of the account's time zone, or on a
// cron read in that zone. SMS shows the segments each message costs as the values are typed;
// e-mail asks the sender's name, the sender and the reply-to, and shows the template's subject. It
// may be saved as a draft (a name and a list are enough) or as ready to send. The server checks it
// all again; its catalogue error shows above the buttons, and a dispatch sent opens on its
// statistics screen.
export function DispatchForm({
  draft,
  timeZone,
  onSaved,
}: {
  draft?: BroadcastDispatch;
  timeZone: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation('broadcast');
  const [form] = Form.useForm<DispatchFormValues>();
  const navigate = useNavigate();
  const templates = useBroadcastTemplates();
  const lists = useRecipientLists();
  const channels = useBroadcastChannels();
  const create = useCreateDispatch();
  const save = useSaveDraft();
  const sendDraft = useSendDraft();
  const saveAs = async (ready: boolean) => {
    // A draft needs its name and list only; ready, every field.
    await form.validateFields(ready ? undefined : ['name', 'listId']);
    save.mutate(
      { id: draft?.id, input: draftInput(form.getFieldsValue(true), timeZone, ready) },
      { onSuccess: () => (draft ? onSaved?.() : form.resetFields()) },
    );
  };
  const error = create.error ?? save.error ?? sendDraft.error;
  const channelId = Form.useWatch('channelId', form);
  const channelType = channels.data?.channels.find((channel) => channel.id === channelId)?.type;
  const isEmail = channelType === 'email';
  const templateId = Form.useWatch('templateId', form);
  const when = Form.useWatch('when', form);
  const variables = Form.useWatch('variables', form) ?? [];
  const approved = (templates.data?.templates ?? []).filter(
    (template) => template.channelId === channelId && template.status === 'approved',
  );
  const template = approved.find((one) => one.id === templateId);
  const listOptions = (lists.data ?? [])
    .filter((list) => list.status === 'ready')
    .map((list) => ({
      value: list.id,
      label: isEmail
        ? t('dispatchForm.listOptionEmail', { title: list.title, count: list.withEmail })
        : t('dispatchForm.listOption', { title: list.title, count: list.withPhone }),
    }));
  return (
    <Form
      form={form}
      // Its fields' ids start with the form's name: the template form beside it has a name too.
      name={draft ? `dispatch-${draft.id}` : 'dispatch'}
      layout="vertical"
      initialValues={draft ? draftValues(draft, timeZone) : { when: 'now' }}
      onValuesChange={(changed: Partial<DispatchFormValues>) => {
        // Another number has other templates; another template other variables.
        if ('channelId' in changed) form.setFieldsValue({ templateId: undefined, variables: [] });
        if ('templateId' in changed) form.setFieldsValue({ variables: [] });
      }}
      onFinish={(values) => {
        const opened = ({ dispatch }: { dispatch: { id: string } }) => navigate(`/broadcast/${dispatch.id}`);
        if (draft)
          sendDraft.mutate(
            { id: draft.id, input: draftInput(values, timeZone, true) },
            { onSuccess: opened },
          );
        else create.mutate(dispatchInput(values, timeZone), { onSuccess: opened });
      }}
    >
      <Form.Item
        name="name"
        label={t('dispatchForm.name')}
        rules={[{ required: true, whitespace: true, message: t('dispatchForm.nameRequired') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item
        name="channelId"
        label={t('dispatchForm.server')}
        rules={[{ required: true, message: t('dispatchForm.serverRequired') }]}
      >
        <BroadcastChannelSelect />
      </Form.Item>
      <Form.Item
        name="templateId"
        label={t('dispatchForm.template')}
        extra={channelId && approved.length === 0 ? t('dispatchForm.noApprovedTemplate') : undefined}
        rules={[{ required: true, message: t('dispatchForm.templateRequired') }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          disabled={!channelId}
          loading={templates.isLoading}
          options={approved.map((one) => ({ value: one.id, label: `${one.name} (${one.language})` }))}
        />
      </Form.Item>
      {template &&
        Array.from({ length: template.variables }, (_, index) => (
          <Form.Item
            // The variables are numbered from 1 in the template: {{1}}, {{2}}…
            // biome-ignore lint/suspicious/noArrayIndexKey: a variable is its position
            key={index}
            name={['variables', index]}
            label={t('dispatchForm.variable', { number: index + 1 })}
            extra={index === 0 ? t('dispatchForm.variableHint') : undefined}
            rules={[{ required: true, whitespace: true, message: t('dispatchForm.variableRequired') }]}
          >
            <Input />
          </Form.Item>
        ))}
      {template && <DispatchPreview body={template.body} values={variables} isSms={channelType === 'sms'} />}
      {isEmail && <EmailSenderFields subject={template?.emailSubject ?? null} />}
      <Form.Item
        name="listId"
        label={t('dispatchForm.list')}
        rules={[{ required: true, message: t('dispatchForm.listRequired') }]}
      >
        <Select showSearch optionFilterProp="label" loading={lists.isLoading} options={listOptions} />
      </Form.Item>
      <Form.Item
        name="excludeListIds"
        label={t('dispatchForm.excludeLists')}
        extra={t('dispatchForm.excludeListsHint')}
      >
        <Select
          mode="multiple"
          allowClear
          optionFilterProp="label"
          loading={lists.isLoading}
          options={listOptions}
        />
      </Form.Item>
      <Form.Item name="flowIndex" label={t('dispatchForm.flowIndex')} extra={t('dispatchForm.flowIndexHint')}>
        <InputNumber min={1} max={broadcastFlowIndexMax} precision={0} />
      </Form.Item>
      <Form.Item name="when" label={t('dispatchForm.when')}>
        <Radio.Group
          options={[
            { value: 'now', label: t('dispatchForm.now') },
            { value: 'later', label: t('dispatchForm.later') },
            { value: 'recurring', label: t('dispatchForm.recurring') },
          ]}
        />
      </Form.Item>
      {when === 'later' && (
        <Form.Item
          name="scheduleAt"
          label={t('dispatchForm.scheduleAtIn', { timeZone })}
          rules={[{ required: true, message: t('dispatchForm.scheduleRequired') }]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      )}
      {when === 'recurring' && (
        <Form.Item
          name="cron"
          label={t('dispatchForm.cron')}
          extra={t('dispatchForm.cronHint', { timeZone })}
          rules={[{ required: true, whitespace: true, message: t('dispatchForm.cronRequired') }]}
        >
          <Input placeholder="0 9 * * 1-5" />
        </Form.Item>
      )}
      <ErrorAlert error={error} />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={create.isPending || sendDraft.isPending}>
          {when === 'now' || when === undefined ? t('dispatchForm.submit') : t('dispatchForm.schedule')}
        </Button>
        <Button onClick={() => saveAs(false).catch(() => undefined)} loading={save.isPending}>
          {t('dispatchForm.saveDraft')}
        </Button>
        <Button onClick={() => saveAs(true).catch(() => undefined)} loading={save.isPending}>
          {t('dispatchForm.saveReady')}
        </Button>
      </Space>
    </Form>
  );
}

// A saved draft as the form's values, its schedule on the account's wall clock.
function draftValues(draft: BroadcastDispatch, timeZone: string): Partial<DispatchFormValues> {
  return {
    name: draft.name,
    channelId: draft.channelId ?? undefined,
    templateId: draft.templateId ?? undefined,
    variables: draft.variables ?? [],
    listId: draft.audience?.listId,
    excludeListIds: draft.audience?.excludeListIds ?? [],
    flowIndex: draft.flowIndex,
    when: draft.cron ? 'recurring' : draft.scheduleAt ? 'later' : 'now',
    scheduleAt: draft.scheduleAt ? zonedLocal(draft.scheduleAt, timeZone) : undefined,
    cron: draft.cron ?? undefined,
    senderName: draft.senderName ?? undefined,
    senderAddress: draft.senderAddress ?? undefined,
    replyTo: draft.replyTo ?? undefined,
  };
}
