import type { ServerModule } from '../../app/ServerModule.ts';
import { flowRoutes } from './flowRoutes.ts';
import { mailLeadNotices } from './leads/mailLeadNotices.ts';
import { numberStatusRoutes } from './numberStatus/numberStatusRoutes.ts';
import { startFlowJobs } from './runtime/startFlowJobs.ts';

export const flowsModule: ServerModule = {
  name: 'flows',
  routes: () => [flowRoutes, numberStatusRoutes],
  jobs: startFlowJobs,
  listeners: mailLeadNotices,
};
