import type { ComposerLimits } from '@prosa/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  limits: ComposerLimits;
}

// What the customer will see of the attendant's message on the conversation's channel: how much
// text, which files (or their link), and how a flow's buttons reach them (composerLimitsOf).
export function ChannelLimitsNote({ id, limits }: Props) {
  const { t, i18n } = useTranslation('composer');
  const channel = t(`common:channels.${limits.channel}`);
  const kinds = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    limits.media.map((kind) => t(`customerSees.kinds.${kind}`)),
  );
  const parts = [
    limits.segments
      ? t('customerSees.smsText', { channel })
      : t('customerSees.text', { channel, max: limits.textMax }),
    limits.mediaAsLink ? t('customerSees.mediaAsLink') : t('customerSees.media', { kinds }),
    limits.buttons === 'replyButtons'
      ? t('customerSees.replyButtons', { count: limits.replyButtons })
      : t(`customerSees.buttons.${limits.buttons}`),
  ];
  return (
    <p id={id} className="p-secondary composer-limits">
      {parts.join(' ')}
    </p>
  );
}
