import type { ConversationDetail } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';

// The pages the visitor browsed, newest last; addresses are shown as text, never as links to follow.
export function NavigationTab({ pages }: { pages: ConversationDetail['navigation'] }) {
  const { t, i18n } = useTranslation('live');
  if (pages.length === 0) return <p className="live-tab-note">{t('room.noNavigation')}</p>;
  return (
    <ol className="live-navigation" aria-label={t('room.tab.navigation')}>
      {pages.map((page) => (
        <li key={`${page.at}-${page.url}`}>
          <strong>{page.title || page.url}</strong>
          <span className="live-navigation-url">{page.url}</span>
          <time dateTime={page.at}>{formatDateTime(page.at, i18n.language)}</time>
        </li>
      ))}
    </ol>
  );
}
