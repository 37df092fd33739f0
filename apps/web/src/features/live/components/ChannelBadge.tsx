import { useTranslation } from 'react-i18next';

// The channel a conversation came through, as an inline SVG with its name (spec core §2: the live
// chat shows each conversation's channel). Part 2's channels get the generic mark until they land.
const paths: Record<string, string> = {
  // A speech bubble: the site's widget.
  webchat: 'M3 4h14a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H8l-4 3v-3H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1z',
  // A round bubble with its tail at the bottom left, WhatsApp's shape.
  whatsapp: 'M10 2a8 8 0 0 0-6.9 12L2 18l4.1-1.1A8 8 0 1 0 10 2z',
};
const generic = 'M4 4h12v12H4z';

export function ChannelBadge({ channel }: { channel: string }) {
  const { t } = useTranslation('live');
  const label = t(`channels.${channel in paths ? channel : 'other'}`, { channel });
  return (
    <svg
      role="img"
      aria-label={label}
      className={`live-channel live-channel-${channel in paths ? channel : 'other'}`}
      viewBox="0 0 20 20"
      width="16"
      height="16"
    >
      <title>{label}</title>
      <path
        d={paths[channel] ?? generic}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
