import type { ServerModule } from '../../app/ServerModule.ts';
import { integrationRoutes } from './integrationRoutes.ts';

export const integrationsModule: ServerModule = {
  name: 'integrations',
  routes: (services) => [integrationRoutes(services)],
};
