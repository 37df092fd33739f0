import type { ServerModule } from '../../app/ServerModule.ts';
import { usersSettingsRoutes } from './usersSettingsRoutes.ts';

export const usersModule: ServerModule = {
  name: 'users',
  routes: () => [usersSettingsRoutes],
};
