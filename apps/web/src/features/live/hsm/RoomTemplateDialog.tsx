import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { TemplateFields } from './TemplateFields.tsx';
import { TemplateModal } from './TemplateModal.tsx';
import { useSendRoomTemplate } from './useSendRoomTemplate.ts';
import { useTemplateChoice } from './useTemplateChoice.ts';

interface Props {
  conversationId: string;
  channelId: string;
  onClose: () => void;
}

// A template sent into the room whose 24-hour window has closed: one of its channel's templates,
// its variables and the preview. The server judges the room, the number and the credits.
export default function RoomTemplateDialog({ conversationId, channelId, onClose }: Props) {
  const { t } = useTranslation('live');
  const choice = useTemplateChoice(channelId);
  const send = useSendRoomTemplate(conversationId);
  const submit = () => {
    if (choice.message) send.mutate(choice.message, { onSuccess: onClose });
  };
  return (
    <TemplateModal title={t('hsm.roomTitle')} choice={choice} send={send} onSend={submit} onClose={onClose}>
      <TemplateFields channelId={channelId} choice={choice} />
      <ErrorAlert error={send.error} />
    </TemplateModal>
  );
}
