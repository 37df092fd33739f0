import type { ServerModule } from '../../app/ServerModule.ts';
import { creditsRoutes } from './creditsRoutes.ts';

export const creditsModule: ServerModule = {
  name: 'credits',
  routes: (services) => [creditsRoutes(services)],
};
