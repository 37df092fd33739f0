import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import type { AppRoute } from './appRoutes.ts';

const DashboardPage = lazyPage('DashboardPage', () => import('../../features/dashboard/DashboardPage.tsx'));
const ProfilePage = lazyPage('ProfilePage', () => import('../../features/profile/ProfilePage.tsx'));
const TagsPage = lazyPage('TagsPage', () => import('../../features/team/TagsPage.tsx'));
const SettingsOverviewPage = lazyPage('SettingsOverviewPage', () => import('../SettingsOverviewPage.tsx'));
const JourneysPage = lazyPage('JourneysPage', () => import('../../features/journeys/JourneysPage.tsx'));
const UsersPage = lazyPage('UsersPage', () => import('../../features/users/UsersPage.tsx'));
const AccessControlPage = lazyPage(
  'AccessControlPage',
  () => import('../../features/accessControl/AccessControlPage.tsx'),
);
const LiveBehaviorPage = lazyPage(
  'LiveBehaviorPage',
  () => import('../../features/liveSettings/LiveBehaviorPage.tsx'),
);
const LiveMessagesPage = lazyPage(
  'LiveMessagesPage',
  () => import('../../features/liveSettings/LiveMessagesPage.tsx'),
);
const DepartmentsPage = lazyPage(
  'DepartmentsPage',
  () => import('../../features/liveSettings/DepartmentsPage.tsx'),
);
const LivePage = lazyPage('LivePage', () => import('../../features/live/LivePage.tsx'));
const BotsPage = lazyPage('BotsPage', () => import('../../features/bots/BotsPage.tsx'));
const RealTimePage = lazyPage('RealTimePage', () => import('../../features/realTime/RealTimePage.tsx'));
const KnowledgeBasesPage = lazyPage(
  'KnowledgeBasesPage',
  () => import('../../features/knowledge/KnowledgeBasesPage.tsx'),
);
const KnowledgeMatchPage = lazyPage(
  'KnowledgeMatchPage',
  () => import('../../features/knowledge/KnowledgeMatchPage.tsx'),
);
const FlowEditorPage = lazyPage('FlowEditorPage', () => import('../../features/flows/FlowEditorPage.tsx'));
const FlowAdvancedPage = lazyPage(
  'FlowAdvancedPage',
  () => import('../../features/flows/FlowAdvancedPage.tsx'),
);
const FlowViewerPage = lazyPage('FlowViewerPage', () => import('../../features/flows/FlowViewerPage.tsx'));
const FlowPreviewPage = lazyPage('FlowPreviewPage', () => import('../../features/flows/FlowPreviewPage.tsx'));
const CrmFieldsPage = lazyPage('CrmFieldsPage', () => import('../../features/crmFields/CrmFieldsPage.tsx'));
const ContactsPage = lazyPage('ContactsPage', () => import('../../features/contacts/ContactsPage.tsx'));
const ContactPage = lazyPage('ContactPage', () => import('../../features/contacts/ContactPage.tsx'));
const ConversationsPage = lazyPage(
  'ConversationsPage',
  () => import('../../features/conversations/ConversationsPage.tsx'),
);
const ConversationPage = lazyPage(
  'ConversationPage',
  () => import('../../features/conversations/ConversationPage.tsx'),
);
const AnalyticsPage = lazyPage('AnalyticsPage', () => import('../../features/analytics/AnalyticsPage.tsx'));
const LeadsPage = lazyPage('LeadsPage', () => import('../../features/leads/LeadsPage.tsx'));
const LeadPage = lazyPage('LeadPage', () => import('../../features/leads/LeadPage.tsx'));
const NumberStatusPage = lazyPage(
  'NumberStatusPage',
  () => import('../../features/numbers/NumberStatusPage.tsx'),
);
const OptOutPage = lazyPage('OptOutPage', () => import('../../features/numbers/OptOutPage.tsx'));
const DomainsPage = lazyPage('DomainsPage', () => import('../../features/domains/DomainsPage.tsx'));
const ListsPage = lazyPage('ListsPage', () => import('../../features/lists/ListsPage.tsx'));
const BasesPage = lazyPage('BasesPage', () => import('../../features/bases/BasesPage.tsx'));
const BroadcastPage = lazyPage('BroadcastPage', () => import('../../features/broadcast/BroadcastPage.tsx'));
const DispatchPage = lazyPage('DispatchPage', () => import('../../features/broadcast/DispatchPage.tsx'));
const PrivacyAuditPage = lazyPage(
  'PrivacyAuditPage',
  () => import('../../features/privacy/PrivacyAuditPage.tsx'),
);
const ChatbotSettingsPage = lazyPage(
  'ChatbotSettingsPage',
  () => import('../../features/channels/ChatbotSettingsPage.tsx'),
);
const SimulatorPage = lazyPage('SimulatorPage', () => import('../../features/simulator/SimulatorPage.tsx'));
const NotAvailableYet = lazyPage<{ title: string }>('NotAvailableYet', () =>
  import('../../shared/ui/NotAvailableYet.tsx').then((m) => ({ default: m.NotAvailableYet })),
);

// The page of one protected route, each feature in its own chunk.
export function RoutePage({ route }: { route: AppRoute }) {
  const { t } = useTranslation('routes');
  if (route.page === 'dashboard') return <DashboardPage />;
  if (route.page === 'profile') return <ProfilePage />;
  if (route.page === 'tags') return <TagsPage />;
  if (route.page === 'settingsOverview') return <SettingsOverviewPage />;
  if (route.page === 'journeys') return <JourneysPage />;
  if (route.page === 'users') return <UsersPage />;
  if (route.page === 'accessControl') return <AccessControlPage />;
  if (route.page === 'liveBehavior') return <LiveBehaviorPage />;
  if (route.page === 'liveMessages') return <LiveMessagesPage />;
  if (route.page === 'departments') return <DepartmentsPage />;
  if (route.page === 'live') return <LivePage />;
  if (route.page === 'bots') return <BotsPage />;
  if (route.page === 'realTime') return <RealTimePage />;
  if (route.page === 'knowledgeBases') return <KnowledgeBasesPage />;
  if (route.page === 'knowledgeMatch') return <KnowledgeMatchPage />;
  if (route.page === 'flowEditor') return <FlowEditorPage />;
  if (route.page === 'flowAdvanced') return <FlowAdvancedPage />;
  if (route.page === 'flowViewer') return <FlowViewerPage />;
  if (route.page === 'flowPreview') return <FlowPreviewPage />;
  if (route.page === 'crmFields') return <CrmFieldsPage />;
  if (route.page === 'chatbotSettings') return <ChatbotSettingsPage />;
  if (route.page === 'simulator') return <SimulatorPage />;
  if (route.page === 'contacts') return <ContactsPage />;
  if (route.page === 'contact') return <ContactPage />;
  if (route.page === 'analytics') return <AnalyticsPage />;
  if (route.page === 'leads') return <LeadsPage />;
  if (route.page === 'conversations') return <ConversationsPage />;
  if (route.page === 'conversation') return <ConversationPage />;
  if (route.page === 'lead') return <LeadPage />;
  if (route.page === 'numberStatus') return <NumberStatusPage />;
  if (route.page === 'optOut') return <OptOutPage />;
  if (route.page === 'privacyAudit') return <PrivacyAuditPage />;
  if (route.page === 'domains') return <DomainsPage />;
  if (route.page === 'lists') return <ListsPage />;
  if (route.page === 'bases') return <BasesPage />;
  if (route.page === 'broadcast') return <BroadcastPage />;
  if (route.page === 'dispatch') return <DispatchPage />;
  return <NotAvailableYet title={t(route.title)} />;
}
