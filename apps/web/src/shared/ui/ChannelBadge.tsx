import { useTranslation } from 'react-i18next';
import './channelBadge.css';

// The channel a conversation came through, as an inline SVG with its name (spec core §2: the live
// chat shows each conversation's channel; /conversations too). Every channel type has its mark; a
// name no type has (an old row) gets the generic one.
export const channelMarks: Record<string, string> = {
  // A speech bubble: the site's widget.
  webchat: 'M3 4h14a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  // A round bubble with its tail at the bottom left, WhatsApp's shape.
  whatsapp: 'M10 2a8 8 0 0 0-6.9 12L2 18l4.1-1.1A8 8 0 1 0 10 2z',
  // A paper plane, Telegram's mark.
  telegram: 'M2 9.5 18 3l-3 14-5-4-2.5 3.5V12L15 6 6 11z',
  // A round bubble crossed by a lightning zigzag, Messenger's mark.
  messenger: 'M10 2a8 7.5 0 0 0-4.5 13.7V18l2.6-1.5A8 7.5 0 1 0 10 2zM5 12l3.5-4 2 2L15 7l-3.5 4-2-2z',
  // A rounded square with a lens and a dot, Instagram's camera.
  instagram:
    'M6 2h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4zm4 4.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 1 0 0-7zM14.5 5h.01',
  // A square bubble with three dots: a text message.
  sms: 'M2 4h16v10H7l-4 3v-3H2zM6 9h.01M10 9h.01M14 9h.01',
  // A bubble with a card's lines: a rich message.
  rcs: 'M3 3h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H9l-5 3v-3H3a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM6 7h8M6 10h5',
  // An envelope.
  email: 'M2 5h16v10H2zM2 5l8 6 8-6',
  // A shop front: Google Business Messages (discontinued, listed for old conversations).
  gbm: 'M3 8h14v9H3zM2 8l2-5h12l2 5M8 17v-5h4v5',
};
const generic = 'M4 4h12v12H4z';

// `withName`: the mark beside the channel's written name (tables, details), the name then read
// once; alone, the mark is an image named after the channel (the live lists).
export function ChannelBadge({ channel, withName = false }: { channel: string; withName?: boolean }) {
  const { t } = useTranslation('common');
  const known = channel in channelMarks ? channel : 'other';
  const label = t(`channels.${known}`, { channel });
  const mark = (
    <svg
      role={withName ? undefined : 'img'}
      aria-label={withName ? undefined : label}
      aria-hidden={withName ? true : undefined}
      className={`channel-badge channel-badge-${known}`}
      viewBox="0 0 20 20"
      width="16"
      height="16"
    >
      {!withName && <title>{label}</title>}
      <path
        d={channelMarks[channel] ?? generic}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
  if (!withName) return mark;
  return (
    <span className="channel-badge-named">
      {mark}
      {label}
    </span>
  );
}
