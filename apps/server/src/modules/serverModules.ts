import type { ServerModule } from '../app/ServerModule.ts';
import { accessControlModule } from './accessControl/index.ts';
import { analyticsModule } from './analytics/index.ts';
import { botsModule } from './bots/index.ts';
import { broadcastModule } from './broadcast/index.ts';
import { channelsModule } from './channels/index.ts';
import { contactIdentitiesModule } from './contactIdentities/index.ts';
import { contactImportModule } from './contactImport/index.ts';
import { contactsModule } from './contacts/index.ts';
import { conversationsModule } from './conversations/index.ts';
import { creditsModule } from './credits/index.ts';
import { dashboardModule } from './dashboard/index.ts';
import { departmentsModule } from './departments/index.ts';
import { flowsModule } from './flows/index.ts';
import { hsmModule } from './hsm/index.ts';
import { identityModule } from './identity/index.ts';
import { integrationsModule } from './integrations/index.ts';
import { journeysModule } from './journeys/index.ts';
import { knowledgeModule } from './knowledge/index.ts';
import { leadsModule } from './leads/index.ts';
import { listsModule } from './lists/index.ts';
import { liveModule } from './live/index.ts';
import { liveSettingsModule } from './liveSettings/index.ts';
import { numbersModule } from './numbers/index.ts';
import { privacyModule } from './privacy/index.ts';
import { setupModule } from './setup/index.ts';
import { teamModule } from './team/index.ts';
import { usersModule } from './users/index.ts';
import { webchatModule } from './webchat/index.ts';
import { webchatAssetsModule } from './webchatAssets/index.ts';

// Every server module, in route registration order (buildServer), which is also the order of their
// jobs (startJobs) and listeners (attachRealtime). A new domain adds its manifest here.
export const serverModules: ServerModule[] = [
  setupModule,
  identityModule,
  dashboardModule,
  teamModule,
  journeysModule,
  usersModule,
  departmentsModule,
  liveSettingsModule,
  accessControlModule,
  botsModule,
  webchatAssetsModule,
  liveModule,
  webchatModule,
  knowledgeModule,
  contactsModule,
  contactImportModule,
  contactIdentitiesModule,
  leadsModule,
  flowsModule,
  numbersModule,
  hsmModule,
  channelsModule,
  privacyModule,
  conversationsModule,
  analyticsModule,
  creditsModule,
  listsModule,
  broadcastModule,
  integrationsModule,
];
