import type { ServerModule } from '../../app/ServerModule.ts';
import { botRoutes } from './botRoutes.ts';

export const botsModule: ServerModule = {
  name: 'bots',
  routes: () => [botRoutes],
};
