import type { ServerModule } from '../../app/ServerModule.ts';
import { knowledgeImportRoutes } from './knowledgeImportRoutes.ts';
import { knowledgeRoutes } from './knowledgeRoutes.ts';

export const knowledgeModule: ServerModule = {
  name: 'knowledge',
  routes: () => [knowledgeRoutes, knowledgeImportRoutes],
};
