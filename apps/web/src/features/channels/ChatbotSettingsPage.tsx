import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useParams } from 'react-router';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { NotAvailableYet } from '../../shared/ui/NotAvailableYet.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useChatbot } from './api/useChatbot.ts';
import { InstallationTab } from './components/InstallationTab.tsx';
import { IntegrationsTab } from './components/IntegrationsTab.tsx';
import { WhatsappTab } from './components/WhatsappTab.tsx';
import './components/channels.css';

// The tabs of spec core §2's per-chatbot settings. WhatsApp and installation are built (issue 14),
// integrations in issue 16; the rest show the shared "not available yet" state until their issue.
const tabs = [
  'whatsapp',
  'installation',
  'behavior',
  'integrations',
  'data-collection',
  'interface',
  'master',
  'messages',
  'publish',
] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | undefined): value is Tab => tabs.includes(value as Tab);

// /settings/chatbot/:id and its tabs (/settings/chatbot/:id/whatsapp, …); the bare path opens WhatsApp.
export default function ChatbotSettingsPage() {
  const { t } = useTranslation('channels');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const last = pathname.split('/').pop();
  const tab: Tab = isTab(last) ? last : 'whatsapp';
  const bot = useChatbot(id);
  const base = `/settings/chatbot/${encodeURIComponent(id)}`;

  return (
    <Panel title={t('page.title', { name: bot.data?.name ?? '' })}>
      <nav aria-label={t('page.tabs')} className="channels-tabs">
        {tabs.map((name) => (
          <NavLink
            key={name}
            to={`${base}/${name}`}
            className={name === tab ? 'channels-tab channels-tab-active' : 'channels-tab'}
            aria-current={name === tab ? 'page' : undefined}
          >
            {t(`routes:chatbot.${name}`)}
          </NavLink>
        ))}
      </nav>
      <ErrorAlert error={bot.error} />
      {bot.isPending && <p role="status">{t('page.loading')}</p>}
      {bot.data === null && <p role="alert">{t('page.botNotFound')}</p>}
      {bot.data && tab === 'whatsapp' && <WhatsappTab bot={bot.data} />}
      {bot.data && tab === 'installation' && <InstallationTab bot={bot.data} />}
      {bot.data && tab === 'integrations' && <IntegrationsTab bot={bot.data} />}
      {bot.data && tab !== 'whatsapp' && tab !== 'installation' && tab !== 'integrations' && (
        <NotAvailableYet title={t(`routes:chatbot.${tab}`)} />
      )}
    </Panel>
  );
}
