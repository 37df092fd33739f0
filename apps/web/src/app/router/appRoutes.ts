import type { Area } from './areas.ts';

export type PageName =
  | 'dashboard'
  | 'profile'
  | 'tags'
  | 'users'
  | 'accessControl'
  | 'liveBehavior'
  | 'liveMessages'
  | 'departments'
  | 'live'
  | 'journeys'
  | 'settingsOverview'
  | 'bots'
  | 'realTime'
  | 'knowledgeBases'
  | 'knowledgeMatch'
  | 'flowEditor'
  | 'flowAdvanced'
  | 'flowViewer'
  | 'flowPreview'
  | 'crmFields'
  | 'contacts'
  | 'contact'
  | 'leads'
  | 'conversations'
  | 'conversation'
  | 'lead'
  | 'numberStatus'
  | 'optOut'
  | 'privacyAudit'
  | 'domains'
  | 'lists'
  | 'bases'
  | 'chatbotSettings'
  | 'simulator'
  | 'analytics'
  | 'broadcast'
  | 'dispatch'
  | 'notAvailable';

export interface AppRoute {
  path: string;
  // Key in the `routes` namespace: the page title in breadcrumbs and in the "not available" state.
  title: string;
  area: Area;
  page: PageName;
}

const route = (path: string, title: string, area: Area, page: PageName = 'notAvailable'): AppRoute => ({
  path,
  title,
  area,
  page,
});

const chatbotPages = [
  'behavior',
  'whatsapp',
  'installation',
  'integrations',
  'data-collection',
  'interface',
  'master',
  'messages',
  'publish',
];
const analyticsPages = ['channels', 'location', 'attendant', 'identifiers', 'knowledge', 'origin', 'flow'];

// Every protected route of spec core.md §2, all inside the shell. A page not built yet shows the
// shared "not available yet" state; the features replace `page` as they land.
export const appRoutes: AppRoute[] = [
  route('/dashboard', 'dashboard', 'dashboard', 'dashboard'),
  route('/bots', 'bots', 'bots', 'bots'),
  route('/kanban', 'kanban', 'kanban'),
  route('/profile', 'profile', 'profile', 'profile'),
  route('/library', 'library', 'library'),
  route('/notification', 'notification', 'notification'),
  route('/help', 'help', 'help'),
  route('/realTime', 'realTime', 'realTime', 'realTime'),
  route('/people', 'people', 'people', 'leads'),
  route('/people/:id', 'person', 'people', 'lead'),
  route('/live/:id?', 'live', 'live', 'live'),
  route('/conversations', 'conversations', 'conversations', 'conversations'),
  route('/conversations/:id', 'conversation', 'conversations', 'conversation'),
  // The spec's singular route: the same list.
  route('/conversation', 'conversation', 'conversations', 'conversations'),
  route('/contacts/people', 'contactsPeople', 'contacts', 'contacts'),
  route('/contacts/companies', 'contactsCompanies', 'contacts', 'contacts'),
  // Also /contacts/person/new and /contacts/company/new (create person, create company).
  route('/contacts/:type/:id', 'contact', 'contacts', 'contact'),
  route('/preview/:id', 'preview', 'preview', 'flowPreview'),
  route('/analytics', 'analytics.overview', 'analytics', 'analytics'),
  ...analyticsPages.map((page) => route(`/analytics/${page}`, `analytics.${page}`, 'analytics', 'analytics')),
  route('/analytics/location/locationsTable/:type', 'analytics.locationsTable', 'analytics', 'analytics'),
  route('/analytics/knowledge/responses', 'analytics.knowledgeResponses', 'analytics', 'analytics'),
  route('/flow/advanced/:id', 'flow.advanced', 'flow', 'flowAdvanced'),
  route('/flow/viewer/:id', 'flow.viewer', 'flow', 'flowViewer'),
  route('/flow/editor/:id', 'flow.editor', 'flow', 'flowEditor'),
  route('/knowledge', 'knowledge.bases', 'knowledge', 'knowledgeBases'),
  route('/knowledge/knowledge_match', 'knowledge.match', 'knowledge', 'knowledgeMatch'),
  route('/knowledge/genai', 'knowledge.genai', 'genai'),
  route('/knowledge/genaiMini', 'knowledge.genaiMini', 'genai'),
  route('/settings', 'settings.overview', 'settings', 'settingsOverview'),
  route('/settings/live', 'settings.live', 'settings', 'liveBehavior'),
  route('/settings/live/messages', 'settings.liveMessages', 'settings', 'liveMessages'),
  route('/settings/live/behavior', 'settings.liveBehavior', 'settings', 'liveBehavior'),
  route('/settings/live/departments', 'settings.liveDepartments', 'settings', 'departments'),
  route('/settings/lists', 'settings.lists', 'settings', 'lists'),
  route('/settings/bases', 'settings.bases', 'settings', 'bases'),
  route('/settings/status', 'settings.status', 'settings', 'numberStatus'),
  route('/settings/fields', 'settings.fields', 'settings', 'crmFields'),
  route('/settings/domains', 'settings.domains', 'settings', 'domains'),
  route('/settings/users', 'settings.users', 'settings', 'users'),
  route('/settings/tags', 'settings.tags', 'settings', 'tags'),
  route('/settings/journeys', 'settings.journeys', 'settings', 'journeys'),
  route('/settings/optout', 'settings.optout', 'settings', 'optOut'),
  route('/settings/privacy', 'settings.privacy', 'settings', 'privacyAudit'),
  route('/settings/access/control', 'settings.accessControl', 'settings', 'accessControl'),
  route('/settings/chatbot/:id', 'chatbot.overview', 'settings', 'chatbotSettings'),
  ...chatbotPages.map((page) =>
    route(`/settings/chatbot/:id/${page}`, `chatbot.${page}`, 'settings', 'chatbotSettings'),
  ),
  // Demo mode only: the page says so elsewhere, and the menu shows it only when the sandbox runs.
  route('/settings/simulator', 'settings.simulator', 'settings', 'simulator'),
  route('/broadcast', 'broadcast', 'broadcast', 'broadcast'),
  route('/broadcast/:id', 'dispatch', 'broadcast', 'dispatch'),
  route('/advanced', 'internal.accounts', 'internal'),
  route('/advanced/:id', 'internal.account', 'internal'),
  route('/advanced/logs/list', 'internal.changeLogs', 'internal'),
  route('/advanced/copilot', 'internal.copilot', 'internal'),
  route('/server', 'internal.servers', 'internal'),
  route('/action/create', 'internal.createAction', 'internal'),
];
