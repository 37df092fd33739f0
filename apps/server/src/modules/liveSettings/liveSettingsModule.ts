import type { ServerModule } from '../../app/ServerModule.ts';
import { liveSettingsRoutes } from './liveSettingsRoutes.ts';

export const liveSettingsModule: ServerModule = {
  name: 'liveSettings',
  routes: () => [liveSettingsRoutes],
};
