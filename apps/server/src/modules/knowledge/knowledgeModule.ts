import type { ServerModule } from '../../app/ServerModule.ts';
import { knowledgeRoutes } from './knowledgeRoutes.ts';

export const knowledgeModule: ServerModule = {
  name: 'knowledge',
  routes: () => [knowledgeRoutes],
};
