import type { ServerModule } from '../../app/ServerModule.ts';
import { startAnalyticsJobs } from './analyticsJobs.ts';
import { analyticsRoutes } from './analyticsRoutes.ts';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  routes: () => [analyticsRoutes],
  jobs: startAnalyticsJobs,
};
