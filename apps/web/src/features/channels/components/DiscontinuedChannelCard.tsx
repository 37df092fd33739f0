import type { discontinuedChannels } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

type Discontinued = (typeof discontinuedChannels)[number];

// A channel its provider shut down (decisions.md): listed so nobody looks for it in vain, with the
// day it ended and its successor, and no way to enable it.
export function DiscontinuedChannelCard({ channel }: { channel: Discontinued }) {
  const { t, i18n } = useTranslation('channels');
  const name = t(`common:channels.${channel.type}`);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${channel.shutDownOn}T00:00:00Z`),
  );
  return (
    <article aria-label={name} className="channels-card channels-card-discontinued">
      <h3>
        {name} <span className="p-secondary">({t('discontinued.label')})</span>
      </h3>
      <p>{t('discontinued.note', { name, date, successor: t(`common:channels.${channel.successor}`) })}</p>
      <button type="button" className="p-button" disabled>
        {t('discontinued.enable', { name })}
      </button>
    </article>
  );
}
