import type { BotSummary } from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../shared/ui/CopyButton.tsx';
import { webchatSnippet } from '../../../shared/webchat/webchatSnippet.ts';
import { BotForm } from './BotForm.tsx';

interface Props {
  bot: BotSummary;
  departmentName: string | null;
  // The departments a chatbot may send to, for those who may edit it; null for everyone else.
  departments: Array<{ id: string; name: string }> | null;
  // Whether the caller may open the flow screens (the flow module and `flow.view`): else no links
  // to screens that would only say "no access".
  canOpenFlows: boolean;
}

// One chatbot: what identifies it, where its conversations go, and the snippet that installs its
// webchat on a site.
export function BotCard({ bot, departmentName, departments, canOpenFlows }: Props) {
  const { t } = useTranslation('bots');
  const snippetId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const snippet = webchatSnippet(window.location.origin, bot.token);
  return (
    <article aria-label={bot.name} className="bots-card">
      <h2 className="bots-name">{bot.name}</h2>
      {departments && isEditing ? (
        <BotForm departments={departments} bot={bot} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="bots-facts">
          <dt>{t('identifiers')}</dt>
          <dd>{bot.identifiers.length > 0 ? bot.identifiers.join(', ') : t('none')}</dd>
          <dt>{t('defaultDepartment')}</dt>
          <dd>{departmentName ?? t('none')}</dd>
          <dt>{t('language')}</dt>
          <dd>{bot.language ? t(`common:languages.${bot.language}`) : t('pageLanguage')}</dd>
        </dl>
      )}
      <label htmlFor={snippetId} className="bots-label">
        {t('snippet')}
      </label>
      <textarea id={snippetId} className="p-input bots-snippet" readOnly rows={2} value={snippet} />
      <div className="p-row">
        <CopyButton text={snippet} label={t('copySnippet', { name: bot.name })} />
        <a
          className="p-link"
          href={`/webchat/demo?bot=${encodeURIComponent(bot.token)}`}
          target="_blank"
          rel="noopener"
        >
          {t('tryDemo')}
        </a>
        {canOpenFlows && (
          <>
            <Link className="p-link" to={`/flow/editor/${encodeURIComponent(bot._id)}`}>
              {t('flowEditor')}
            </Link>
            <Link className="p-link" to={`/flow/advanced/${encodeURIComponent(bot._id)}`}>
              {t('proEditor')}
            </Link>
            <Link className="p-link" to={`/flow/advanced/${encodeURIComponent(bot._id)}?tab=code`}>
              {t('codeEditor')}
            </Link>
            <Link className="p-link" to={`/flow/viewer/${encodeURIComponent(bot._id)}`}>
              {t('flowViewer')}
            </Link>
          </>
        )}
        {departments && !isEditing && (
          <button
            type="button"
            className="p-button"
            aria-label={t('editOf', { name: bot.name })}
            onClick={() => setIsEditing(true)}
          >
            {t('edit')}
          </button>
        )}
      </div>
    </article>
  );
}
