import type { ServerModule } from '../../app/ServerModule.ts';
import { quickResponseRoutes } from './quickResponseRoutes.ts';
import { tagRoutes } from './tagRoutes.ts';

export const teamModule: ServerModule = {
  name: 'team',
  routes: () => [tagRoutes, quickResponseRoutes],
};
