import type { ServerModule } from '../../app/ServerModule.ts';
import { accountRoutes } from './accountRoutes.ts';
import { authRoutes } from './authRoutes.ts';
import { userRoutes } from './userRoutes.ts';

export const identityModule: ServerModule = {
  name: 'identity',
  routes: (services) => [authRoutes(services), userRoutes, accountRoutes],
};
