import { hsmBodyMaxLength, type WhatsappTemplate } from '@prosa/contracts';
import { Button, Input, Modal } from 'antd';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callingCodeOf, phoneCountryCodes } from '../../../shared/phone/phoneCountryCodes.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { FormField } from '../../../shared/ui/FormField.tsx';
import { NativeSelect } from '../../../shared/ui/NativeSelect.tsx';
import { fillTemplateBody } from './fillTemplateBody.ts';
import { useHsmChannels } from './useHsmChannels.ts';
import { useHsmTemplates, useSyncHsmTemplates } from './useHsmTemplates.ts';
import { useSendHsm } from './useSendHsm.ts';

const keyOf = (template: WhatsappTemplate) => `${template.name}:${template.language}`;

// "Send a template (HSM)" in the live chat (spec core §2, §5): a WhatsApp channel, one of its
// templates with a field per variable and the preview, the country apart and the national number,
// the client's name. The server judges the number, the opt-in and the credits; a sent template opens
// its conversation, paused until the customer answers.
export default function HsmDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('live');
  const navigate = useNavigate();
  const ids = { channel: useId(), template: useId(), country: useId(), number: useId(), name: useId() };
  const channels = useHsmChannels();
  const [channelId, setChannelId] = useState<string | null>(null);
  const templates = useHsmTemplates(channelId);
  const sync = useSyncHsmTemplates();
  const send = useSendHsm();
  const [templateKey, setTemplateKey] = useState<string | null>(null);
  const [variables, setVariables] = useState<string[]>([]);
  const [country, setCountry] = useState('BR');
  const [number, setNumber] = useState('');
  const [clientName, setClientName] = useState('');
  const template = templates.data?.templates.find((item) => keyOf(item) === templateKey) ?? null;
  const preview = template ? fillTemplateBody(template.body, variables) : '';
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
    return phoneCountryCodes
      .map((code) => ({
        value: code as string,
        label: `${names.of(code) ?? code} (+${callingCodeOf(code)})`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, i18n.language));
  }, [i18n.language]);

  const submit = () => {
    if (!channelId || !template) return;
    send.mutate(
      {
        channelId,
        country,
        number,
        clientName,
        template: { name: template.name, language: template.language, variables },
      },
      {
        onSuccess: (answer) => {
          onClose();
          navigate(`/live/${encodeURIComponent(answer.conversationId)}`);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('hsm.title')}
      okText={t('hsm.send')}
      cancelText={t('hsm.cancel')}
      okButtonProps={{ loading: send.isPending, disabled: !template }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <FormField id={ids.channel} label={t('hsm.channel')}>
        <NativeSelect<string | null>
          id={ids.channel}
          value={channelId}
          onChange={(value) => {
            setChannelId(value);
            setTemplateKey(null);
          }}
          options={(channels.data?.channels ?? []).map((channel) => ({
            value: channel.id,
            label: channel.name,
          }))}
        />
      </FormField>
      {channelId && (
        <>
          <FormField id={ids.template} label={t('hsm.template')}>
            <NativeSelect<string | null>
              id={ids.template}
              value={templateKey}
              onChange={(value) => {
                setTemplateKey(value);
                const chosen = templates.data?.templates.find((item) => keyOf(item) === value);
                setVariables(Array.from({ length: chosen?.variables ?? 0 }, () => ''));
              }}
              options={(templates.data?.templates ?? []).map((item) => ({
                value: keyOf(item),
                label: `${item.name} (${item.language})`,
              }))}
            />
          </FormField>
          <Button loading={sync.isPending} onClick={() => sync.mutate(channelId)}>
            {t('hsm.sync')}
          </Button>
        </>
      )}
      {template &&
        variables.map((value, index) => {
          const id = `${ids.template}-variable-${index}`;
          return (
            <FormField key={id} id={id} label={t('hsm.variable', { number: index + 1 })}>
              <Input
                id={id}
                value={value}
                onChange={(event) =>
                  setVariables((current) =>
                    current.map((item, at) => (at === index ? event.target.value : item)),
                  )
                }
              />
            </FormField>
          );
        })}
      {template && (
        <section aria-label={t('hsm.preview')} className="live-hsm-preview">
          <div className="p-hint">{t('hsm.preview')}</div>
          <p style={{ whiteSpace: 'pre-wrap' }}>{preview}</p>
          <div className="p-hint">
            {t('hsm.characters', { count: preview.length, max: hsmBodyMaxLength })}
          </div>
        </section>
      )}
      <FormField id={ids.country} label={t('hsm.country')}>
        <NativeSelect<string> id={ids.country} value={country} onChange={setCountry} options={countries} />
      </FormField>
      <FormField id={ids.number} label={t('hsm.number')} hint={t('hsm.numberHint')}>
        <Input
          id={ids.number}
          type="tel"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </FormField>
      <FormField id={ids.name} label={t('hsm.clientName')}>
        <Input
          id={ids.name}
          value={clientName}
          maxLength={100}
          onChange={(event) => setClientName(event.target.value)}
        />
      </FormField>
      <ErrorAlert error={channels.error ?? templates.error ?? sync.error ?? send.error} />
    </Modal>
  );
}
