import type { ServerModule } from '../../app/ServerModule.ts';
import { accessControlRoutes } from './accessControlRoutes.ts';

export const accessControlModule: ServerModule = {
  name: 'accessControl',
  routes: () => [accessControlRoutes],
};
