import type { ServerModule } from '../../app/ServerModule.ts';
import { conversationRoutes } from './conversationRoutes.ts';
import { startConversationExportJobs } from './exportConversations.ts';

export const conversationsModule: ServerModule = {
  name: 'conversations',
  routes: (services) => [conversationRoutes(services)],
  jobs: startConversationExportJobs,
};
