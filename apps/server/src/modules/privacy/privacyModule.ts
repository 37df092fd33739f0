import type { ServerModule } from '../../app/ServerModule.ts';
import { startPrivacyJobs } from './privacyJobs.ts';
import { privacyRoutes } from './privacyRoutes.ts';

export const privacyModule: ServerModule = {
  name: 'privacy',
  routes: (services) => [privacyRoutes(services)],
  jobs: startPrivacyJobs,
};
