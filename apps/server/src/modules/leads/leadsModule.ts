import type { ServerModule } from '../../app/ServerModule.ts';
import { accountLeadRoutes } from './accountLeadRoutes.ts';

export const leadsModule: ServerModule = {
  name: 'leads',
  routes: () => [accountLeadRoutes],
};
