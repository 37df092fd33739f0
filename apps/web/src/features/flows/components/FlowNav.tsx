import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

// The flow's screens of one chatbot, side by side, so the editors and the viewer are one click apart.
// The pro editor and the code editor share an address (a tab apart), so the current link is found
// with the query too.
export function FlowNav({ botId }: { botId: string }) {
  const { t } = useTranslation('flows');
  const location = useLocation();
  const id = encodeURIComponent(botId);
  const links = [
    [`/flow/editor/${id}`, t('nav.editor')],
    [`/flow/advanced/${id}`, t('nav.pro')],
    [`/flow/advanced/${id}?tab=code`, t('nav.code')],
    [`/flow/viewer/${id}`, t('nav.viewer')],
    [`/preview/${id}`, t('nav.preview')],
  ] as const;
  const here = `${location.pathname}${location.search === '?tab=code' ? location.search : ''}`;
  return (
    <nav aria-label={t('nav.label')} className="flows-nav">
      {links.map(([to, label]) => (
        <Link
          key={to}
          to={to}
          className={to === here ? 'p-link active' : 'p-link'}
          aria-current={to === here ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
