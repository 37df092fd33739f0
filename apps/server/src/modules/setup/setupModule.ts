import type { ServerModule } from '../../app/ServerModule.ts';
import { setupRoutes } from './setupRoutes.ts';

export const setupModule: ServerModule = {
  name: 'setup',
  // Only while a production server waits for its first administrator.
  routes: (services, { setupLink }) => (setupLink ? [setupRoutes(services.database.db, setupLink)] : []),
};
