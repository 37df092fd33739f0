import { Button, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useConversationIntegrations, useSendToIntegration } from '../api/conversationsApi.ts';

// "Send to an integration" (spec core §5: it needs an integration): offered only when the
// conversation's chatbot has an active one; the server posts the conversation's record to it.
export function SendToIntegration({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('conversations');
  const integrations = useConversationIntegrations(conversationId);
  const send = useSendToIntegration(conversationId);
  const [isOpen, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const choices = integrations.data?.integrations ?? [];
  if (choices.length === 0) return null;
  const chosenName = choices.find((choice) => choice.id === send.variables)?.name ?? '';
  return (
    <>
      <Button
        onClick={() => {
          setChosen(choices[0]?.id ?? '');
          send.reset();
          setOpen(true);
        }}
      >
        {t('integration.button')}
      </Button>
      {send.isSuccess && !isOpen && (
        <p role="status">{t('integration.sent', { name: chosenName, status: send.data.status })}</p>
      )}
      <Modal
        open={isOpen}
        title={t('integration.title')}
        okText={t('integration.send')}
        cancelText={t('cancel')}
        okButtonProps={{ loading: send.isPending, disabled: chosen === '' }}
        onOk={() => send.mutate(chosen, { onSuccess: () => setOpen(false) })}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Radio.Group
          aria-label={t('integration.choose')}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            send.reset();
          }}
          options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
        />
        <ErrorAlert error={send.error} />
      </Modal>
    </>
  );
}
