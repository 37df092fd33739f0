import type { ServerModule } from '../../app/ServerModule.ts';
import { hsmRoutes } from './hsmRoutes.ts';

export const hsmModule: ServerModule = {
  name: 'hsm',
  routes: (services) => [hsmRoutes(services)],
};
