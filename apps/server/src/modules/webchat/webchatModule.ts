import type { ServerModule } from '../../app/ServerModule.ts';
import { liveVisitorRoutes } from './liveVisitorRoutes.ts';

export const webchatModule: ServerModule = {
  name: 'webchat',
  routes: (services) => [liveVisitorRoutes(services)],
};
