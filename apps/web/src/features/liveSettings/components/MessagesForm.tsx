import {
  type Language,
  type LiveMessages,
  languages,
  liveMessageKeys,
  liveMessageMaxLength,
} from '@prosa/contracts';
import { Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLiveSettings } from '../api/useSaveLiveSettings.ts';
import { SaveFooter } from './SaveFooter.tsx';

interface Props {
  messages: LiveMessages;
  canEdit: boolean;
}

// The nine customer-facing texts, one language shown at a time; all three are saved together. The
// hidden languages stay in the form (preserve), so switching never loses an edit.
export function MessagesForm({ messages, canEdit }: Props) {
  const { t } = useTranslation('liveSettings');
  const [form] = Form.useForm<LiveMessages>();
  const [language, setLanguage] = useState<Language>('pt-BR');
  const save = useSaveLiveSettings();

  return (
    <Form
      form={form}
      name="liveMessages"
      requiredMark={false}
      layout="vertical"
      disabled={!canEdit}
      initialValues={messages}
      onFinish={(fields) => save.mutate({ part: 'messages', fields })}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.name[0];
        if (typeof first === 'string' && (languages as readonly string[]).includes(first))
          setLanguage(first as Language);
      }}
      onValuesChange={() => (save.isError || save.isSuccess) && save.reset()}
    >
      <Form.Item label={t('messages.language')}>
        <Radio.Group
          aria-label={t('messages.language')}
          value={language}
          disabled={false}
          onChange={(event) => setLanguage(event.target.value)}
          options={languages.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
        />
      </Form.Item>
      {languages.map((lang) => (
        <div key={lang} hidden={lang !== language}>
          {liveMessageKeys.map((key) => (
            <Form.Item
              key={key}
              name={[lang, key]}
              label={t(`messages.keys.${key}`)}
              rules={[
                { required: true, whitespace: true, message: t('errors:team.liveMessageRequired') },
                { max: liveMessageMaxLength, message: t('errors:team.liveMessageTooLong') },
              ]}
            >
              <Input.TextArea rows={2} maxLength={liveMessageMaxLength} />
            </Form.Item>
          ))}
        </div>
      ))}
      <SaveFooter save={save} canEdit={canEdit} label={t('messages.save')} />
    </Form>
  );
}
