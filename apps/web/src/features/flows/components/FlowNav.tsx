import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

// The flow's screens of one chatbot, side by side, so the editors and the viewer are one click apart.
export function FlowNav({ botId }: { botId: string }) {
  const { t } = useTranslation('flows');
  const id = encodeURIComponent(botId);
  const links = [
    [`/flow/editor/${id}`, t('nav.editor')],
    [`/flow/advanced/${id}`, t('nav.code')],
    [`/flow/viewer/${id}`, t('nav.viewer')],
    [`/preview/${id}`, t('nav.preview')],
  ] as const;
  return (
    <nav aria-label={t('nav.label')} className="flows-nav">
      {links.map(([to, label]) => (
        <NavLink key={to} to={to} className="p-link">
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
