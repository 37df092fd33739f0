import type { ServerModule } from '../../app/ServerModule.ts';
import { dashboardRoutes } from './dashboardRoutes.ts';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  routes: (services) => [dashboardRoutes(services)],
};
